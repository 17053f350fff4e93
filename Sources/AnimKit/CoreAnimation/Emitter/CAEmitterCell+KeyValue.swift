import Foundation

/// A cell's properties by name, as key–value coding reaches them on iOS (`cell.setValue(0, forKey: "birthRate")`), and
/// through its emitter's key paths (`emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")`).
extension CAEmitterCell {
    /// The numeric properties stored as `Float`.
    private static let floats: [String: ReferenceWritableKeyPath<CAEmitterCell, Float>] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange, "redRange": \.redRange,
        "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange, "redSpeed": \.redSpeed,
        "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
        "minificationFilterBias": \.minificationFilterBias, "speed": \.speed, "repeatCount": \.repeatCount,
    ]
    /// The numeric properties stored as `CGFloat`.
    private static let lengths: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>] = [
        "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude, "emissionRange": \.emissionRange,
        "velocity": \.velocity, "velocityRange": \.velocityRange, "xAcceleration": \.xAcceleration,
        "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration, "scale": \.scale, "scaleRange": \.scaleRange,
        "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange, "contentsScale": \.contentsScale,
    ]
    /// The numeric properties stored as seconds.
    private static let times: [String: ReferenceWritableKeyPath<CAEmitterCell, CFTimeInterval>] = [
        "beginTime": \.beginTime, "duration": \.duration, "timeOffset": \.timeOffset, "repeatDuration": \.repeatDuration,
    ]

    /// Sets the property named `key` (Core Animation's names: `"enabled"` for ``isEnabled``); `false` when the cell has
    /// no such property or `value` is not of its kind.
    @discardableResult
    func setCellValue(_ value: Any?, forKey key: String) -> Bool {
        if let path = Self.floats[key], let number = Self.number(value) {
            self[keyPath: path] = Float(number)
        } else if let path = Self.lengths[key], let number = Self.number(value) {
            self[keyPath: path] = CGFloat(number)
        } else if let path = Self.times[key], let number = Self.number(value) {
            self[keyPath: path] = number
        } else if key == "enabled" || key == "isEnabled", let flag = value as? Bool {
            isEnabled = flag
        } else if key == "color", value == nil || value is CGColor {
            color = value as? CGColor
        } else if key == "contentsRect", let rect = value as? CGRect {
            contentsRect = rect
        } else if key == "contents" {
            contents = value
        } else if key == "name", value == nil || value is String {
            name = value as? String
        } else {
            return false
        }
        return true
    }

    /// The property named `key`; `nil` when the cell has no such property.
    func cellValue(forKey key: String) -> Any? {
        if let path = Self.floats[key] { return self[keyPath: path] }
        if let path = Self.lengths[key] { return self[keyPath: path] }
        if let path = Self.times[key] { return self[keyPath: path] }
        switch key {
        case "enabled", "isEnabled": return isEnabled
        case "color": return color
        case "contentsRect": return contentsRect
        case "contents": return contents
        case "name": return name
        default: return nil
        }
    }

    /// Key–value coding's setter for the cell's property `key`; an unknown key or a value of the wrong kind changes nothing.
    public func setValue(_ value: Any?, forKey key: String) {
        setCellValue(value, forKey: key)
    }

    /// Key–value coding's getter for the cell's property `key`; `nil` for an unknown one.
    public func value(forKey key: String) -> Any? { cellValue(forKey: key) }

    /// A number of any of the kinds code writes one as.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}

extension CAEmitterLayer {
    /// The cell a key path's `emitterCells.NAME[.emitterCells.NAME…]` names, and the key after it.
    func cell(atKeyPath keyPath: String) -> (cell: CAEmitterCell, key: String)? {
        var parts = keyPath.split(separator: ".").map(String.init)[...]
        var cells = emitterCells
        var found: CAEmitterCell?
        while parts.count >= 3, parts.first == "emitterCells" {
            let name = parts[parts.startIndex + 1]
            guard let cell = cells?.first(where: { $0.name == name }) else { return nil }
            found = cell
            cells = cell.emitterCells
            parts = parts.dropFirst(2)
        }
        guard let found, parts.count == 1, let key = parts.first else { return nil }
        return (found, key)
    }
}
