import Foundation

/// What a checkpoint keeps of the classes that list no checkpoint fields of their own: the stored properties a
/// scene's subclasses of `UIViewController` and `UIView` add — the `state` and the `runningAnimators` of an
/// interactive drawer, a flag a timer sets — and those of AnimKit's views and controllers that list none (a search
/// controller's `isActive`), so that a seek back finds them as they were, as it finds the listed ones.
///
/// AnimKit cannot name a scene's properties, so they are found as Swift's runtime reflection lists them (the functions
/// behind `Mirror`, which also give each property's place in the object and whether it is held strongly), and each is
/// read and put back at its place as a value of its own type: an ordinary assignment, retaining what it holds and
/// releasing what it held, without the property's observers. A `weak` property is kept weakly and put back as a weak
/// reference (what it pointed to, if that still lives; else `nil`, as straight play would have it once the object went). Constants (`let`) and `unowned` properties are left alone; a scene whose state lives
/// elsewhere (a captured variable) still fails a checkpoint's proof and is replayed from the start instead.
@MainActor
enum UserStoredProperties {
    /// One stored property: where it is in the object, its type (a weak one's as if strong) and whether it is weak.
    private struct Field {
        let offset: Int
        let type: Any.Type
        var isWeak = false
    }

    /// A weak reference as Swift lays one out in an object (the first word of any weak property; on Linux every class
    /// is a native Swift class, so one layout holds them all): read and written through it, the compiler's own weak
    /// loads and assignments do the reference counting.
    private struct WeakReference {
        weak var object: AnyObject?
    }

    /// A weak property's referent, held weakly by the checkpoint, and the words after the reference (a protocol's
    /// witness tables, when the property is an existential).
    private final class WeakValue {
        weak var object: AnyObject?
        let tail: [UInt]
        init(object: AnyObject?, tail: [UInt]) {
            self.object = object
            self.tail = tail
        }
    }

    /// The fields to keep of each class met, by class: those its classes below the covered one add.
    private static var fieldsByClass: [ObjectIdentifier: [Field]] = [:]

    /// `object`'s stored properties declared in the classes below `covered` (the last class whose own checkpoint list
    /// is kept), as work that puts them back; `nil` when it has none.
    static func keep(_ object: AnyObject, below covered: AnyClass) -> (@MainActor () -> Void)? {
        let fields = fields(of: type(of: object), below: covered)
        guard !fields.isEmpty else { return nil }
        let base = Unmanaged.passUnretained(object).toOpaque()
        let values = fields.map { field -> Any in
            if field.isWeak { return readWeak(at: base + field.offset, type: field.type) }
            func read<Value>(_: Value.Type) -> Any { (base + field.offset).assumingMemoryBound(to: Value.self).pointee }
            return _openExistential(field.type, do: read)
        }
        return { [weak object] in
            guard let object else { return }
            let base = Unmanaged.passUnretained(object).toOpaque()
            for (field, value) in zip(fields, values) {
                if let weak = value as? WeakValue {
                    writeWeak(weak, at: base + field.offset)
                    continue
                }
                func write<Value>(_: Value.Type) {
                    if let value = value as? Value { (base + field.offset).assumingMemoryBound(to: Value.self).pointee = value }
                }
                _openExistential(field.type, do: write)
            }
        }
    }

    /// A weak property's value: its referent loaded strong (then held weakly) and the words after the reference.
    private static func readWeak(at place: UnsafeMutableRawPointer, type: Any.Type) -> WeakValue {
        func size<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
        let words = _openExistential(type, do: size) / MemoryLayout<UInt>.size
        let tail = (1..<Swift.max(words, 1)).map { place.load(fromByteOffset: $0 * MemoryLayout<UInt>.size, as: UInt.self) }
        return WeakValue(object: place.assumingMemoryBound(to: WeakReference.self).pointee.object, tail: tail)
    }

    /// Puts a weak property back: the reference through Swift's runtime, the witness tables after it as they were.
    private static func writeWeak(_ value: WeakValue, at place: UnsafeMutableRawPointer) {
        let object = value.object
        place.assumingMemoryBound(to: WeakReference.self).pointee.object = object
        for (index, word) in value.tail.enumerated() {
            place.storeBytes(of: object == nil ? 0 : word, toByteOffset: (index + 1) * MemoryLayout<UInt>.size, as: UInt.self)
        }
    }

    /// The `var`s (strong or weak) that `type`'s classes below `covered` add to it. (`covered` is the same for every
    /// object of one class: the last class in its line that overrides `checkpointRestoration()`.)
    private static func fields(of type: AnyClass, below covered: AnyClass) -> [Field] {
        if let known = fieldsByClass[ObjectIdentifier(type)] { return known }
        let ancestor: AnyClass? = covered
        let inherited = ancestor.map { reflectedFieldCount($0) } ?? 0
        var fields: [Field] = []
        let weak = WeakFieldRecords.weakFields(of: type, below: ancestor)
        for index in inherited..<Swift.max(inherited, reflectedFieldCount(type)) {
            var metadata = FieldReflectionMetadata()
            let fieldType = reflectedField(type, index: index, metadata: &metadata)
            metadata.freeName?(metadata.name)
            guard metadata.isVar, metadata.isStrong || weak.contains(index) else { continue }
            fields.append(Field(offset: reflectedFieldOffset(type, index: index), type: fieldType, isWeak: !metadata.isStrong))
        }
        fieldsByClass[ObjectIdentifier(type)] = fields
        return fields
    }
}

/// What Swift's runtime says of a stored property (the layout of the standard library's `_FieldReflectionMetadata`).
private struct FieldReflectionMetadata {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong = false
    var isVar = false
}

/// How many stored properties a type has, its superclasses' included (the count `Mirror` is built on).
@_silgen_name("swift_reflectionMirror_recursiveCount")
private func reflectedFieldCount(_ type: Any.Type) -> Int

/// The type of stored property `index` (its superclasses' first), and what else the runtime knows of it.
@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func reflectedField(_ type: Any.Type, index: Int, metadata: UnsafeMutablePointer<FieldReflectionMetadata>) -> Any.Type

/// Where stored property `index` is in an instance, in bytes from its start.
@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func reflectedFieldOffset(_ type: Any.Type, index: Int) -> Int

/// Which stored properties of a class are `weak`: reflection says only "not strong", so the compiler's field records
/// are read — a weak property's mangled type ends in `Xw` (`Xo` and `Xu` are the two kinds of `unowned`).
private enum WeakFieldRecords {
    /// The reflection indices (superclasses' fields first) of the weak properties `type` and its superclasses below
    /// `ancestor` declare.
    static func weakFields(of type: AnyClass, below ancestor: AnyClass?) -> Set<Int> {
        var weak: Set<Int> = []
        var current: AnyClass? = type
        while let someClass = current, ancestor.map({ ObjectIdentifier($0) != ObjectIdentifier(someClass) }) ?? true {
            let superclass: AnyClass? = _getSuperclass(someClass)
            let first = superclass.map { reflectedFieldCount($0) } ?? 0
            for (record, isWeak) in weakRecords(of: someClass).enumerated() where isWeak { weak.insert(first + record) }
            current = superclass
        }
        return weak
    }

    /// For each field record of `type`'s own declaration, in order, whether it is weak; none when it has no records.
    private static func weakRecords(of type: AnyClass) -> [Bool] {
        // A type context descriptor: flags, parent, name and access function, then the field descriptor, each 32 bits.
        guard let descriptor = typeContextDescriptor(type), let fields = relative(descriptor + 16) else { return [] }
        // A field descriptor: type name, superclass, kind (16 bits), record size (16 bits), record count, then the records.
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        return (0..<count).map { index in
            // A record: flags, then its mangled type name.
            let record = fields + 16 + index * recordSize
            return relative(record + 4).map(endsWeak) ?? false
        }
    }

    /// Whether a mangled type name ends in `Xw`, stepping over symbolic references (a control byte and a 32-bit offset,
    /// or a pointer) whose bytes are not characters.
    private static func endsWeak(_ name: UnsafeRawPointer) -> Bool {
        var last: (UInt8, UInt8) = (0, 0)
        var index = 0
        while true {
            let byte = name.load(fromByteOffset: index, as: UInt8.self)
            switch byte {
            case 0: return last == (UInt8(ascii: "X"), UInt8(ascii: "w"))
            case 0x01...0x17:
                index += 5
                last = (0, 0)
            case 0x18...0x1F:
                index += 1 + MemoryLayout<UInt>.size
                last = (0, 0)
            default:
                last = (last.1, byte)
                index += 1
            }
        }
    }

    /// The target of a relative pointer stored at `place` (a signed 32-bit offset from `place`); `nil` when it is zero.
    private static func relative(_ place: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = place.load(as: Int32.self)
        return offset == 0 ? nil : place + Int(offset)
    }
}

/// The nominal type descriptor of `type` (its name, fields, generic signature), as the compiler emitted it.
@_silgen_name("swift_getTypeContextDescriptor")
private func typeContextDescriptor(_ type: Any.Type) -> UnsafeRawPointer?
