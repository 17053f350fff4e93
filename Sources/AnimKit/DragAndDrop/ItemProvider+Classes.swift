import Foundation

/// Text goes in a drag as plain UTF-8 text, as on iOS.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Plain text, UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    /// Plain text, UTF-8.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text"] }

    /// The text as UTF-8.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    /// The text `data` holds.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let string = NSString(string: text) as? Self else {
            throw ItemProviderError.unreadable(typeIdentifier)
        }
        return string
    }
}

/// An image goes in a drag as itself (every drag stays in the app); it reads from PNG or JPEG data.
extension Image: NSItemProviderWriting, NSItemProviderReading {
    /// An image.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.image"] }
    /// PNG, JPEG, or any image.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }

    /// An image dragged within the app is handed over as itself, never written as data.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(nil, ItemProviderError.cannotLoad("\(typeIdentifier) data (images stay objects within the app)"))
        return nil
    }

    /// The image `data` holds.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = Image(data: data) as? Self else { throw ItemProviderError.unreadable(typeIdentifier) }
        return image
    }
}

/// Swift's spellings that take a Swift type (`String.self`), as Foundation's overlay adds them on iOS.
extension NSItemProvider {
    /// Whether text can be loaded.
    public func canLoadObject(ofClass aClass: String.Type) -> Bool { canLoadObject(ofClass: NSString.self) }

    /// Loads the text and hands it to `completionHandler`.
    @discardableResult
    public func loadObject(
        ofClass aClass: String.Type, isolation: isolated (any Actor)? = #isolation,
        completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void
    ) -> Progress {
        loadObject(ofClass: NSString.self) { object, error in
            completionHandler((object as? NSString).map { $0 as String }, error)
        }
    }
}
