import Foundation

/// The previewer `play` runs the user's builds in, and what those builds compile and link against.
struct PlayHost {
    /// The `PlayHost` executable.
    let executable: URL
    /// The folder holding `libAnimKitPlay.so`.
    let libraries: URL
    /// The flags the user's files compile with: AnimKit's module search paths and those of the C modules below it.
    let flags: [String]

    /// The environment variable naming a build folder of this checkout (`.build/debug`) whose AnimKit libraries `play`
    /// uses as they are (``PlayHostFromBuild``), instead of building its optimised copy (``PlayHostPackage``).
    static let librariesVariable = "ANIMVIEW_PLAY_LIBRARIES"

    /// The previewer for `animviewRoot`, brought up to date: made from the build folder ``librariesVariable`` names when
    /// it is set, else the optimised package in `cache`, built on first use.
    static func prepare(
        cache: URL, animviewRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        progress: @escaping @Sendable (Int, Int) -> Void
    ) throws -> PlayHost {
        if let built = environment[librariesVariable], !built.isEmpty {
            return try PlayHostFromBuild(cache: cache, built: URL(fileURLWithPath: built)).prepare()
        }
        let package = PlayHostPackage(cache: cache, animviewRoot: animviewRoot)
        let flags = try package.prepare(progress: progress)
        return PlayHost(executable: package.executable, libraries: package.productsFolder, flags: flags)
    }
}
