import Foundation

/// The layer's animatable properties by Core Animation's key names, as values: what animations, implicit actions and
/// checkpoints read and write.
extension Layer {
    /// The animatable property `key` of every layer as a value.
    func ownValue(forLayerKey key: String) -> LayerValue? {
        switch key {
        case "bounds": .rect(bounds)
        case "position": .point(position)
        case "anchorPoint": .point(anchorPoint)
        case "zPosition": .number(zPosition)
        case "opacity": .number(CGFloat(opacity))
        case "backgroundColor": .color(backgroundColor)
        case "cornerRadius": .number(cornerRadius)
        case "transform": .transform(transform)
        case "sublayerTransform": .transform(sublayerTransform)
        case "borderWidth": .number(borderWidth)
        case "borderColor": .color(borderColor)
        case "shadowColor": .color(shadowColor)
        case "shadowOpacity": .number(CGFloat(shadowOpacity))
        case "shadowRadius": .number(shadowRadius)
        case "shadowOffset": .size(shadowOffset)
        case "shadowPath": .path(shadowPath)
        default: managedValue(forKey: key)
        }
    }

    /// Sets the animatable property `key` every layer has; `false` when there is none or `value` is not of its kind.
    func setOwnValue(_ value: LayerValue, forLayerKey key: String) -> Bool {
        switch (key, value) {
        case ("bounds", .rect(let v)): bounds = v
        case ("position", .point(let v)): position = v
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("zPosition", .number(let v)): zPosition = v
        case ("opacity", .number(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let v)): backgroundColor = v
        case ("cornerRadius", .number(let v)): cornerRadius = v
        case ("transform", .transform(let v)): transform = v
        case ("sublayerTransform", .transform(let v)): sublayerTransform = v
        case ("borderWidth", .number(let v)): borderWidth = v
        case ("borderColor", .color(let v)): borderColor = v
        case ("shadowColor", .color(let v)): shadowColor = v
        case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .number(let v)): shadowRadius = v
        case ("shadowOffset", .size(let v)): shadowOffset = v
        case ("shadowPath", .path(let v)): shadowPath = v
        default: return setManagedValue(value, forKey: key)
        }
        return true
    }
}

/// Core Animation's name for a layer.
public typealias CALayer = Layer
