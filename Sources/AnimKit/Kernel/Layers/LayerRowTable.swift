import Foundation

/// Every animated layer's row in the frame kernel, side by side: each tick works out every row in one pass over the
/// table's arrays (``LayerRowValues``), in the order the rows were added; a presentation read works out its own row.
///
/// A layer's animations change → its row leaves (a dead record stays until the table packs its rows closer) and a new
/// one is appended. Rows share timing chains: while no layer keeps a time of its own, every row's time is the clock's
/// and a chain works out its moment once a tick for all the rows that run on it.
@preconcurrency @MainActor
final class LayerRowTable {
    private var values = LayerRowValues()
    private var layers: [Layer?] = []
    private var rows: [LayerRow?] = []
    private var deadCount = 0
    /// The rows a tick looks at before working them out (kept, so that a tick makes no array).
    private var rowsToCheck: [Int] = []
    /// Each row's layer's time at the tick's clock time, while some layer keeps a time of its own (kept likewise).
    private var layerTimes = KernelColumn<Double>()
    private let chainTable = TimingChains()

    /// How many distinct timing chains rows run on now.
    var chainCount: Int { chainTable.liveCount }

    /// Whether rows that can take the fused path do (the kernel's option; see ``FrameKernel/fusesLayerRows``).
    var fusesRows: Bool {
        get { values.fusesRows }
        set { values.fusesRows = newValue }
    }

    /// How many rows are in the table.
    var liveCount: Int { values.records.count - deadCount }

    /// A row for `layer`'s animations: appended to the table, or general when one of them is not for the kernel.
    func makeRow(for layer: Layer) -> LayerRow {
        guard let compiled = CompiledLayerRow(layer: layer, chainTable: chainTable) else { return LayerRow() }
        let row = LayerRow(table: self, index: values.append(compiled, isViewBacked: layer.madeForView), keys: compiled.slots.map(\.key))
        layers.append(layer)
        rows.append(row)
        return row
    }

    /// Whether row `index`'s next tick can write its changing numbers alone (see ``LayerRowFusion``).
    func isFused(_ index: Int) -> Bool { values.fusions[index].canFuse && values.fusions[index].isPrimed }

    func markStale(_ index: Int) { values.records[index].baseIsStale = true }

    func remove(_ index: Int) {
        guard values.records[index].isLive else { return }
        (values.records[index].isLive, layers[index], rows[index]) = (false, nil, nil)
        deadCount += 1
        if deadCount > 32, deadCount * 2 > values.records.count { pack() }
    }

    /// Works out every row at the clock's `now`: first the rows whose layers' values changed (or whose views move) read
    /// them again, then every row is worked out in one pass.
    func evaluateAll(at now: TimeInterval) {
        values.rowsToCheck(into: &rowsToCheck)
        for index in rowsToCheck where needsRefresh(index) { refresh(index) }
        guard LayerOwnTimes.someLayerKeepsOne else { return values.blendAll(at: now, layerTimes: nil) }
        layerTimes.removeAll()
        for layer in layers { layerTimes.append(layer?.localTime(atGlobal: now) ?? now) }
        values.blendAll(at: now, layerTimes: layerTimes.numbers(of: Double.self))
    }

    /// Works out row `index` at `now` (reading its layer's values first when they changed, or its view moves); `false`
    /// when the row turned general instead (its layer's transform has no parts).
    @discardableResult
    func evaluate(_ index: Int, at now: TimeInterval) -> Bool {
        let record = values.records[index], ownTime = LayerOwnTimes.someLayerKeepsOne
        let time = ownTime ? layers[index]?.localTime(atGlobal: now) ?? now : now
        // The time the row was last worked out at, in its layer's time, when the tick's pass or a read noted it.
        let known = index < layerTimes.count ? layerTimes[index] : .nan
        if needsRefresh(index) {
            guard refresh(index) else { return false }
        } else if record.evaluatedAt == now, !ownTime || known == time {
            return true
        }
        values.blend(row: index, atLayerTime: time)
        values.records[index].evaluatedAt = now
        if index < layerTimes.count { layerTimes[index] = time }
        return true
    }

    /// Reads row `index`'s layer's values again; `false` when the row turned general instead.
    @discardableResult
    private func refresh(_ index: Int) -> Bool {
        guard let layer = layers[index], readBase(index, of: layer) else {
            rows[index]?.becomeGeneral()
            return false
        }
        values.records[index].evaluatedAt = .nan
        return true
    }

    /// Writes what row `index` showed when last worked out into `copy` (a presentation copy of its layer).
    func write(_ index: Int, keys: [String], into copy: Layer) {
        let record = values.records[index]
        for (slot, key) in zip(record.slots, keys) where values.touched[slot] {
            _ = copy.setValue(values.shown(slot: slot, of: record), forLayerKey: key)
        }
    }

    /// Whether row `index` must read its layer's values again: they changed, or its view moves now or moved at the last
    /// look (once after its view stops, whether its animations ended or were taken off, the presentation is the model).
    private func needsRefresh(_ index: Int) -> Bool {
        let record = values.records[index]
        guard record.isViewBacked else { return record.baseIsStale }
        let moving = viewMoves(layers[index])
        values.records[index].viewWasMoving = moving
        return record.baseIsStale || moving || record.viewWasMoving
    }

    private func viewMoves(_ layer: Layer?) -> Bool {
        guard let view = layer?.view, let engine = view.animatingEngine else { return false }
        return engine.kernel.animatedBits(of: view.values) != 0
    }

    /// Reads the values of row `index`'s properties: the layer's own, or for a view's layer, over its view's presentation.
    private func readBase(_ index: Int, of layer: Layer) -> Bool {
        let record = values.records[index]
        guard let keys = rows[index]?.keys else { return false }
        let source = layer.view == nil ? layer : type(of: layer).init(layer: layer)
        for (slotIndex, key) in zip(record.slots, keys) {
            guard let value = source.value(forLayerKey: key) else { return false }
            let slot = values.slots[slotIndex]
            if case .transform(let t) = value {
                guard let decomposed = TransformDecomposition(t) else { return false }
                values.baseParts[record.parts.lowerBound + slot.index] = decomposed
            } else {
                let place = record.lanes.lowerBound + slot.index
                (values.baseLanes[place], values.basePresent[place]) = LayerSlotKind.lanes(of: value)
            }
        }
        values.records[index].baseIsStale = false
        values.fixEnds(ofRow: index)
        return true
    }

    /// Packs the live rows together, dropping the dead ones, and tells each row its new place.
    private func pack() {
        var packed = LayerRowValues()
        packed.fusesRows = values.fusesRows
        var (newLayers, newRows) = ([Layer?](), [LayerRow?]())
        for index in values.records.indices where values.records[index].isLive {
            rows[index]?.index = packed.append(row: index, of: values)
            newLayers.append(layers[index])
            newRows.append(rows[index])
        }
        (values, layers, rows, deadCount) = (packed, newLayers, newRows, 0)
        layerTimes.removeAll()
    }
}
