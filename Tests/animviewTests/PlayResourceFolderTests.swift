import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// Where a played file's images and colours are looked for: its folder and those above it up to its project's, as an
/// app's `Assets.xcassets` lies beside or above its Swift files.
@Suite("play's resource folders")
struct PlayResourceFolderTests {
    @Test("a file's folder and each above it up to the one holding .git, Package.swift or an .xcodeproj; each folder once")
    func upToTheProject() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.url.standardizedFileURL
        let screen = URL(fileURLWithPath: try scratch.write("Shop/App/Views/Screen.swift", "")),
            model = URL(fileURLWithPath: try scratch.write("Shop/App/Model.swift", ""))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Shop/.git"), withIntermediateDirectories: true)
        let package = URL(fileURLWithPath: try scratch.write("Kit/Sources/Kit/Card.swift", ""))
        _ = try scratch.write("Kit/Package.swift", "")
        _ = try scratch.write("Kit/Demo.xcodeproj/project.pbxproj", "")
        let folders = PlayProject.resourceFolders(of: [screen, model, package]).map(\.path)
        let expected = ["Shop/App/Views", "Shop/App", "Shop", "Kit/Sources/Kit", "Kit/Sources", "Kit"].map {
            root.appendingPathComponent($0).path
        }
        #expect(folders == expected)
    }

    @Test("with no project above, at most six folders, never the home folder or the root")
    func noProject() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let deep = URL(fileURLWithPath: try scratch.write("a/b/c/d/e/f/g/Screen.swift", ""))
        let folders = PlayProject.resourceFolders(of: [deep]).map(\.path)
        #expect(folders.count == 6 && folders.first == deep.deletingLastPathComponent().standardizedFileURL.path)
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL
        let inHome = PlayProject.resourceFolders(of: [home.appendingPathComponent("Screen.swift")])
        #expect(inHome.isEmpty && PlayProject.resourceFolders(of: [URL(fileURLWithPath: "/Screen.swift")]).isEmpty)
    }
}
