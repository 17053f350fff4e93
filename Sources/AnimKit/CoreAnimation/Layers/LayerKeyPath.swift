import Foundation

/// Reading and writing a layer's animatable properties by Core Animation's key paths: a property's own key
/// (`"opacity"`, `"strokeEnd"`) or a path into its structure (`"position.x"`, `"bounds.size.width"`,
/// `"transform.rotation.z"`, `"transform.scale"`) — what animations and `setValue(_:forKeyPath:)` use.
extension Layer {
    /// The value at `keyPath` now (the model's, or the presentation's for a presentation copy); `nil` when the
    /// layer has no such animatable property.
    func currentValue(forKeyPath keyPath: String) -> LayerValue? {
        let (key, rest) = Self.split(keyPath)
        guard let whole = value(forLayerKey: key) else { return nil }
        return rest.isEmpty ? whole : Self.component(rest, of: whole)
    }

    /// Sets the value at `keyPath`; `false` when there is no such property or `value` is not of its kind.
    @discardableResult
    func setCurrentValue(_ value: LayerValue, forKeyPath keyPath: String) -> Bool {
        let (key, rest) = Self.split(keyPath)
        guard let whole = self.value(forLayerKey: key) else { return false }
        guard !rest.isEmpty else { return setValue(value, forLayerKey: key) }
        guard let updated = Self.replacing(rest, of: whole, with: value) else { return false }
        return setValue(updated, forLayerKey: key)
    }

    /// Adds `value` to the value at `keyPath`, as an additive animation does (a turn about one axis of a transform is
    /// concatenated: see ``TransformKeyPath/adding(_:to:)``); sets it when it cannot be added.
    func addToCurrentValue(_ value: LayerValue, forKeyPath keyPath: String) {
        let (key, rest) = Self.split(keyPath)
        if case .transform(let t)? = self.value(forLayerKey: key), let part = TransformKeyPath(rest),
            let sum = part.adding(value, to: t)
        {
            _ = setValue(.transform(sum), forLayerKey: key)
        } else {
            setCurrentValue(currentValue(forKeyPath: keyPath)?.adding(value) ?? value, forKeyPath: keyPath)
        }
    }

    /// Key-value coding's setter, as Core Animation layers answer it (`layer.setValue(0.5, forKeyPath: "transform.scale")`,
    /// an emitter's `"emitterCells.spark.birthRate"`); an unknown key path or a value of the wrong kind is reported and
    /// ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.hasPrefix("emitterCells."), let emitter = self as? CAEmitterLayer {
            guard let (cell, key) = emitter.cell(atKeyPath: keyPath), cell.setCellValue(value, forKey: key) else {
                return report("setValue(_:forKeyPath:): \"\(keyPath)\" names no cell's property that takes that value")
            }
            return
        }
        guard let current = currentValue(forKeyPath: keyPath) else {
            return report("setValue(_:forKeyPath:): \"\(keyPath)\" is not an animatable key path of \(coreAnimationName)")
        }
        guard let converted = LayerValue(value, like: current) else {
            return report(
                "setValue(_:forKeyPath:): \(value.map { "\(type(of: $0))" } ?? "nil") is not \(current.kindName) for \"\(keyPath)\"")
        }
        setCurrentValue(converted, forKeyPath: keyPath)
    }

    /// Key-value coding's getter for an animatable key path (numbers as `NSNumber`s, as Objective-C returns them, so
    /// `as? CGFloat`, `as? Double` and `as? NSNumber` all read them), or an emitter cell's property
    /// (`"emitterCells.spark.birthRate"`); `nil` for an unknown one.
    public func value(forKeyPath keyPath: String) -> Any? {
        if keyPath.hasPrefix("emitterCells."), let emitter = self as? CAEmitterLayer {
            return emitter.cell(atKeyPath: keyPath).flatMap { $0.cell.cellValue(forKey: $0.key) }
        }
        return currentValue(forKeyPath: keyPath)?.anyValue.map(objectBridged)
    }

    private static func split(_ keyPath: String) -> (String, String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, "") }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    /// The part of `value` a sub-path names.
    private static func component(_ path: String, of value: LayerValue) -> LayerValue? {
        switch (value, path) {
        case (.point(let p), "x"): .number(p.x)
        case (.point(let p), "y"): .number(p.y)
        case (.size(let s), "width"): .number(s.width)
        case (.size(let s), "height"): .number(s.height)
        case (.rect(let r), "origin"): .point(r.origin)
        case (.rect(let r), "size"): .size(r.size)
        case (.rect(let r), _) where path.hasPrefix("origin."): component(String(path.dropFirst(7)), of: .point(r.origin))
        case (.rect(let r), _) where path.hasPrefix("size."): component(String(path.dropFirst(5)), of: .size(r.size))
        case (.transform(let t), _): TransformKeyPath(path).map { $0.value(in: t) }
        default: nil
        }
    }

    /// `value` with the part a sub-path names replaced by `part`.
    private static func replacing(_ path: String, of value: LayerValue, with part: LayerValue) -> LayerValue? {
        switch (value, path, part) {
        case (.point(var p), "x", .number(let n)):
            p.x = n
            return .point(p)
        case (.point(var p), "y", .number(let n)):
            p.y = n
            return .point(p)
        case (.size(var s), "width", .number(let n)):
            s.width = n
            return .size(s)
        case (.size(var s), "height", .number(let n)):
            s.height = n
            return .size(s)
        case (.rect(var r), "origin", .point(let p)):
            r.origin = p
            return .rect(r)
        case (.rect(var r), "size", .size(let s)):
            r.size = s
            return .rect(r)
        case (.rect(var r), _, _) where path.hasPrefix("origin."):
            guard case .point(let p)? = replacing(String(path.dropFirst(7)), of: .point(r.origin), with: part) else { return nil }
            r.origin = p
            return .rect(r)
        case (.rect(var r), _, _) where path.hasPrefix("size."):
            guard case .size(let s)? = replacing(String(path.dropFirst(5)), of: .size(r.size), with: part) else { return nil }
            r.size = s
            return .rect(r)
        case (.transform(let t), _, _): return TransformKeyPath(path).flatMap { $0.replacing(in: t, with: part) }.map { .transform($0) }
        default: return nil
        }
    }
}
