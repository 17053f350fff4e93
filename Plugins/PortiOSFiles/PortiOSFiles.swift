import Foundation
import PackagePlugin

/// Compiles a target's iOS files as they are written — `@objc`, `#selector`, Interface Builder attributes — by
/// porting them first, as `animview play` does: every `.swift` file in the target's `iOS` folder (which the target
/// excludes) is rewritten into the build with its lines kept, so that errors name the original file and line.
///
/// ```swift
/// .testTarget(
///     name: "ScreenTests", dependencies: [.product(name: "AnimKitTesting", package: "animview")],
///     exclude: ["iOS"], plugins: [.plugin(name: "PortiOSFiles", package: "animview")])
/// ```
///
/// The port is `play`'s Swift reader (`Sources/PlayReader`), compiled here against the toolchain's own SwiftParser
/// (`lib/swift/host`), so nothing of swift-syntax or AnimKit is built again for it. A target that has no module named
/// `UIKit` (UIKitModules' products) reads `import UIKit`, `QuartzCore`, `CoreGraphics` and `ObjectiveC` as
/// `import AnimKit`.
@main
struct PortiOSFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let folder = module.directoryURL.appending(path: "iOS")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
        guard !files.isEmpty else {
            Diagnostics.warning("PortiOSFiles: \(target.name) has no iOS folder with .swift files in it (\(folder.path))")
            return []
        }
        let compiled = Set(module.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
        if files.contains(where: { compiled.contains($0.standardizedFileURL.path) }) {
            Diagnostics.error("PortiOSFiles: \(target.name) compiles its iOS folder as it is; add exclude: [\"iOS\"] to the target")
            return []
        }
        guard let animview = Self.animview(in: context.package) else {
            Diagnostics.error("PortiOSFiles: the animview package is not among \(context.package.displayName)'s dependencies")
            return []
        }
        let swiftc = try context.tool(named: "swiftc").url
        let host = swiftc.deletingLastPathComponent().deletingLastPathComponent().appending(path: "lib/swift/host")
        let readerFolder = animview.directoryURL.appending(path: "Sources/PlayReader")
        let readerSources = try FileManager.default.contentsOfDirectory(atPath: readerFolder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { readerFolder.appending(path: $0) }
        let reader = context.pluginWorkDirectoryURL.appending(path: "play-reader")
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        let hasUIKit = module.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "UIKit"
            case .target(let target): target.name == "UIKit"
            @unknown default: false
            }
        }
        return [
            .buildCommand(
                displayName: "Compiling play's Swift reader against \(host.path)", executable: swiftc,
                arguments: readerSources.map(\.path) + [
                    "-I", host.path, "-L", host.path, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host.path,
                    "-o", reader.path,
                ], inputFiles: readerSources, outputFiles: [reader]),
            .buildCommand(
                displayName: "Porting \(files.count) iOS file\(files.count == 1 ? "" : "s") of \(target.name)", executable: reader,
                arguments: ["port", "--output-directory", output.path] + (hasUIKit ? [] : ["--animkit-imports"]) + files.map(\.path),
                inputFiles: files + [reader],
                outputFiles: files.map { output.appending(path: $0.deletingPathExtension().lastPathComponent + ".ported.swift") }),
        ]
    }

    /// The animview package: `package` itself, or one of its dependencies, however deep.
    private static func animview(in package: Package) -> Package? {
        if package.displayName == "animview" { return package }
        for dependency in package.dependencies {
            if let found = animview(in: dependency.package) { return found }
        }
        return nil
    }
}
