import AnimKit
import AnimKitSDL
import Foundation

/// A gallery scene as `animview bench tune --scene` opens it in `play`: the gallery's own sources from the checkout,
/// as they are, behind a main file that shows the one scene — so that its timing numbers are the window's to drag.
@MainActor
enum GalleryTuneScreen {
    /// The gallery's scene names, in gallery order.
    static var names: [String] { DemoGallery.scenes.map { $0.name } }

    /// The files of scene `name`: a main file showing it, then every source of the gallery under `root`; an error
    /// naming the scenes when there is none of that name.
    static func sources(of name: String, root: URL) throws -> [(name: String, text: String)] {
        guard let scene = DemoGallery.scenes.first(where: { $0.name == name }) else {
            throw PlayError(
                "no gallery scene is called \(name); the scenes: \(names.joined(separator: ", ")), or all", code: ExitStatus.usage)
        }
        let folder = root.appendingPathComponent("Sources/animview/Demos")
        let gallery = try TimingLiterals.files(in: folder).map { ($0.url.lastPathComponent, try PlayProject.source(of: $0.url)) }
        let main = """
            import AnimKit
            import PlaygroundSupport

            MainActor.assumeIsolated {
                let scene = \(String(describing: scene))()
                scene.canvas.frame = CGRect(origin: .zero, size: DemoGallery.canvasSize)
                PlaygroundPage.current.liveView = scene.canvas
                scene.start()
            }

            """
        return [("Gallery.swift", main)] + gallery
    }
}
