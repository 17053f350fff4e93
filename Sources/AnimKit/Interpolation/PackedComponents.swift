import Foundation

/// A vector whose components can be laid out side by side in a flat list of numbers.
///
/// The engine keeps each view's values in blend space as one flat list
/// (``PackedValues``), so a frame's blending is the same few additions for every
/// property, over memory that sits together.
protocol PackedComponents: VectorArithmetic {
    /// How many numbers the vector takes.
    static var packedCount: Int { get }
    /// The component at `index` (0 ..< packedCount).
    subscript(component index: Int) -> Double { get set }
}

extension Double: PackedComponents {
    static var packedCount: Int { 1 }
    subscript(component index: Int) -> Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: PackedComponents {
    static var packedCount: Int { 1 }
    subscript(component index: Int) -> Double {
        get { Double(self) }
        set { self = CGFloat(newValue) }
    }
}

extension AnimatablePair: PackedComponents where First: PackedComponents, Second: PackedComponents {
    static var packedCount: Int { First.packedCount + Second.packedCount }
    subscript(component index: Int) -> Double {
        get { index < First.packedCount ? first[component: index] : second[component: index - First.packedCount] }
        set {
            if index < First.packedCount {
                first[component: index] = newValue
            } else {
                second[component: index - First.packedCount] = newValue
            }
        }
    }
}

extension AffineComponents: PackedComponents {
    static var packedCount: Int { 6 }
    subscript(component index: Int) -> Double {
        get {
            switch index {
            case 0: translationX
            case 1: translationY
            case 2: rotation
            case 3: scaleX
            case 4: scaleY
            default: shear
            }
        }
        set {
            switch index {
            case 0: translationX = newValue
            case 1: translationY = newValue
            case 2: rotation = newValue
            case 3: scaleX = newValue
            case 4: scaleY = newValue
            default: shear = newValue
            }
        }
    }
}

extension PremultipliedColor: PackedComponents {
    static var packedCount: Int { 4 }
    subscript(component index: Int) -> Double {
        get {
            switch index {
            case 0: red
            case 1: green
            case 2: blue
            default: alpha
            }
        }
        set {
            switch index {
            case 0: red = newValue
            case 1: green = newValue
            case 2: blue = newValue
            default: alpha = newValue
            }
        }
    }
}
