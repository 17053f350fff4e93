import Foundation

/// What a checkpoint keeps of the classes a scene's code declares: the stored properties its own subclasses of
/// `UIViewController` and `UIView` add — the `state` and the `runningAnimators` of an interactive drawer, a flag a
/// timer sets — so that a seek back finds them as they were, as it finds AnimKit's own.
///
/// AnimKit cannot name those properties, so they are found as Swift's runtime reflection lists them (the functions
/// behind `Mirror`, which also give each property's place in the object and whether it is held strongly), and each is
/// read and put back at its place as a value of its own type: an ordinary assignment, retaining what it holds and
/// releasing what it held, without the property's observers. Constants (`let`), `weak` and `unowned` properties are left
/// alone (a weak reference is not the object's to restore); a scene whose state lives elsewhere (a captured variable)
/// still fails a checkpoint's proof and is replayed from the start instead.
@MainActor
enum UserStoredProperties {
    /// One stored property: where it is in the object and its type.
    private struct Field {
        let offset: Int
        let type: Any.Type
    }

    /// The fields to keep of each class met, by class: those its classes outside AnimKit add.
    private static var fieldsByClass: [ObjectIdentifier: [Field]] = [:]

    /// `object`'s stored properties declared outside AnimKit, as work that puts them back; `nil` when it has none.
    static func keep(_ object: AnyObject) -> (@MainActor () -> Void)? {
        let fields = fields(of: type(of: object))
        guard !fields.isEmpty else { return nil }
        let base = Unmanaged.passUnretained(object).toOpaque()
        let values = fields.map { field in
            func read<Value>(_: Value.Type) -> Any { (base + field.offset).assumingMemoryBound(to: Value.self).pointee }
            return _openExistential(field.type, do: read)
        }
        return { [weak object] in
            guard let object else { return }
            let base = Unmanaged.passUnretained(object).toOpaque()
            for (field, value) in zip(fields, values) {
                func write<Value>(_: Value.Type) {
                    if let value = value as? Value { (base + field.offset).assumingMemoryBound(to: Value.self).pointee = value }
                }
                _openExistential(field.type, do: write)
            }
        }
    }

    /// The strongly held `var`s that `type`'s classes declared outside AnimKit add to the nearest AnimKit class above.
    private static func fields(of type: AnyClass) -> [Field] {
        if let known = fieldsByClass[ObjectIdentifier(type)] { return known }
        var ancestor: AnyClass? = type
        while let current = ancestor, !String(reflecting: current).hasPrefix("AnimKit.") { ancestor = _getSuperclass(current) }
        let inherited = ancestor.map { reflectedFieldCount($0) } ?? 0
        var fields: [Field] = []
        for index in inherited..<Swift.max(inherited, reflectedFieldCount(type)) {
            var metadata = FieldReflectionMetadata()
            let fieldType = reflectedField(type, index: index, metadata: &metadata)
            metadata.freeName?(metadata.name)
            guard metadata.isStrong, metadata.isVar else { continue }
            fields.append(Field(offset: reflectedFieldOffset(type, index: index), type: fieldType))
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
