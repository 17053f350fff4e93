import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// What a drag carries, as iOS code reads it: `NSItemProvider(object: text as NSString)`, Swift's `String.self`
/// spelling, data registered by type identifier — every load handed over on a later turn of the main queue.
@MainActor
@Suite("NSItemProvider: objects and data, loaded asynchronously")
struct ItemProviderSnippets {
    @Test("text registered as an object loads as NSString or String on a later turn; an image does not load from it")
    func text() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let provider = NSItemProvider(object: "tile 3" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: NSString.self) && provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        let results = Box()
        provider.loadObject(ofClass: String.self) { text, _ in MainActor.assumeIsolated { results.texts.append(text ?? "nil") } }
        provider.loadObject(ofClass: UIImage.self) { image, error in
            let said = image == nil && error != nil ? "no image" : "image"
            MainActor.assumeIsolated { results.texts.append(said) }
        }
        #expect(results.texts.isEmpty)
        fixture.run(frames: 1)
        #expect(results.texts == ["tile 3", "no image"])
    }

    @Test("data registered by type identifier is read back as the class asked for")
    func data() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let provider = NSItemProvider()
        provider.suggestedName = "greeting"
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            completion(Data("héllo".utf8), nil)
            return nil
        }
        #expect(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text") && provider.canLoadObject(ofClass: NSString.self))
        let results = Box()
        provider.loadObject(ofClass: NSString.self) { object, _ in
            let text = (object as? NSString).map { $0 as String } ?? "nil"
            MainActor.assumeIsolated { results.texts.append(text) }
        }
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in
            let said = data == nil && error != nil ? "no png" : "png"
            MainActor.assumeIsolated { results.texts.append(said) }
        }
        fixture.run(frames: 1)
        #expect(results.texts.sorted() == ["héllo", "no png"])
    }
}

/// What the loads handed over.
@MainActor
private final class Box {
    var texts: [String] = []
}
