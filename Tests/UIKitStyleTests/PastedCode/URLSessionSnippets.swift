import AnimKit
import Testing

// `import UIKit` brings Foundation's URL loading as iOS has it; on Linux it is a module of its own (FoundationNetworking),
// which AnimKit brings along, so a screen that loads its pictures compiles as written. A `data:` URL keeps the test off
// the network.
@Suite("URLSession, as `import UIKit` brings it")
struct URLSessionSnippets {
    /// A 1 × 1 PNG.
    private let url = URL(
        string: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

    @Test("an avatar loader: URLSession.shared.dataTask's bytes make a 1 × 1 UIImage; the async data(for:) gets the same")
    func loader() async throws {
        let url = try #require(url)
        let loaded: Data? = await withCheckedContinuation { continuation in
            URLSession.shared.dataTask(with: url) { data, _, _ in continuation.resume(returning: data) }.resume()
        }
        let data = try #require(loaded)
        #expect(UIImage(data: data)?.size == CGSize(width: 1, height: 1))
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        let (again, _) = try await URLSession.shared.data(for: request)
        #expect(again == data)
    }
}
