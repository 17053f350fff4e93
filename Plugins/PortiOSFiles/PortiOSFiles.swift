import Foundation
import PackagePlugin

/// Compiles a target's iOS files as they are written — `@objc`, `#selector`, Interface Builder attributes — by
/// porting them first, as `animview play` does: every `.swift` file in the target's `iOS` folder (which the target
/// excludes) is rewritten by `animview port --output-directory` into the build, keeping its lines, and errors name
/// the original file and line.
///
/// ```swift
/// .testTarget(
///     name: "ScreenTests", dependencies: [.product(name: "AnimKitTesting", package: "animview")],
///     exclude: ["iOS"], plugins: [.plugin(name: "PortiOSFiles", package: "animview")])
/// ```
///
/// A target that has no module named `UIKit` (UIKitModules' products) reads `import UIKit`, `QuartzCore`,
/// `CoreGraphics` and `ObjectiveC` as `import AnimKit`.
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
        let hasUIKit = module.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "UIKit"
            case .target(let target): target.name == "UIKit"
            @unknown default: false
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        return [
            .buildCommand(
                displayName: "Porting \(files.count) iOS file\(files.count == 1 ? "" : "s") of \(target.name)",
                executable: try context.tool(named: "animview").url,
                arguments: ["port", "--output-directory", output.path] + (hasUIKit ? [] : ["--animkit-imports"]) + files.map(\.path),
                inputFiles: files,
                outputFiles: files.map { output.appending(path: $0.deletingPathExtension().lastPathComponent + ".ported.swift") })
        ]
    }
}
