// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "animview",
    products: [
        .library(name: "AnimKit", targets: ["AnimKit"]),
        .library(name: "AnimKitSDL", targets: ["AnimKitSDL"]),
        .library(name: "AnimKitScenes", targets: ["AnimKitScenes"]),
        // `PlaygroundPage.current.liveView = view`: playground code runs unchanged as a program.
        .library(name: "PlaygroundSupport", targets: ["PlaygroundSupport"]),
        // Animations tested headless: a test clock, snapshots, film strips, value traces.
        .library(name: "AnimKitTesting", targets: ["AnimKitTesting"]),
        // The same as strategies for pointfreeco's swift-snapshot-testing, with the package's `SnapshotTesting` trait.
        .library(name: "AnimKitSnapshotTesting", targets: ["AnimKitSnapshotTesting"]),
        .executable(name: "animview", targets: ["animview"]),
        // Preloaded by `animview bench engine` into its measuring child only; never linked into animview.
        .library(name: "AnimviewAllocationCounter", type: .dynamic, targets: ["CAllocationCounter"]),
        // `animview play`'s previewer and each build of the user's files share one copy of these, loaded as a shared library.
        .library(name: "AnimKitPlay", type: .dynamic, targets: ["AnimKit", "AnimKitSDL", "PlaygroundSupport"]),
        // A target's iOS files, `@objc` and `#selector` included, compiled as play compiles them.
        .plugin(name: "PortiOSFiles", targets: ["PortiOSFiles"]),
    ],
    // swift-snapshot-testing (and swift-syntax, which it brings) is fetched only when this trait is on: a package that
    // uses AnimKit, and `swift run animview demo`, never resolve it. The tests turn it on (`swift test --traits
    // SnapshotTesting`); so does a package that uses AnimKitSnapshotTesting (`traits: ["SnapshotTesting"]`).
    traits: [
        .trait(
            name: "SnapshotTesting",
            description: "AnimKitSnapshotTesting's strategies for pointfreeco's swift-snapshot-testing (fetched only with it)")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation --target AnimKit` builds the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: - Core: pure Swift, Foundation only, no SDL
        // Debug builds check the track table's invariants after every change (TrackTable+Invariants.swift).
        .target(
            name: "AnimKit", dependencies: ["Cassowary", "CBox2D", "CMainQueue"],
            swiftSettings: [.define("ANIMKIT_INTERNAL_CHECKS", .when(configuration: .debug))]),
        // The Cassowary constraint solver, on its own: knows nothing of views (Auto Layout builds on it).
        .target(name: "Cassowary"),
        // UIKit Dynamics' rigid bodies, collisions and joints are Box2D's (Debian's libbox2d-dev, C++), behind a C face.
        .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),
        // A scene's tasks run at its ticks: the main queue's ready work, run from the tick on the main thread.
        .target(name: "CMainQueue"),
        .target(name: "AnimKitScenes", dependencies: ["AnimKit"]),

        // MARK: - SDL backend
        // SDL's headers come from the system include path; each shim says what to install when they are missing.
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2TTF"),
        .systemLibrary(name: "CSDL2Image"),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // Layers' paths — fills, strokes with joins, caps and dashes, gradients, clips — are drawn by cairo; only the
        // drawing code imports it.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Fills shapes straight into a frame's pixels: anti-aliased, and several times faster than SDL's triangles.
        // Optimised in every build: a debug build's frames (the demo's, `play`'s window) blend most of their pixels here.
        .target(name: "CRasterizer", cSettings: [.unsafeFlags(["-O2"])]),
        // What `animview play` and the processes it starts say to each other: typed messages, a JSON line each, over
        // one socket. Foundation only: both ends use it, and it knows nothing of views or windows.
        .target(name: "PlayWire"),
        .target(
            name: "AnimKitSDL",
            dependencies: ["AnimKit", "PlayWire", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig", "CRasterizer", "CCairo"]),

        // A program `animview play` runs ends with play, even when play is killed outright (Linux's parent-death signal).
        .target(name: "CPlayParentWatch"),
        // `play` adopts what a user's program leaves running when it ends (Linux's child subreaper), to stop it.
        .target(name: "CChildSubreaper"),
        .target(name: "PlaygroundSupport", dependencies: ["AnimKit", "AnimKitSDL", "PlayWire", "CPlayParentWatch"]),

        // MARK: - Testing your animations
        .target(name: "AnimKitTesting", dependencies: ["AnimKit", "AnimKitSDL"]),
        .target(
            name: "AnimKitSnapshotTesting",
            dependencies: ["AnimKitTesting", "AnimKitSDL", snapshotTesting]),

        // MARK: - Command line
        .target(name: "CBenchmarkSupport", dependencies: ["CSDL2", "CCairo"]),
        .target(name: "CAllocationCounter"),
        // The engine and drawing benchmarks `animview bench` runs; no allocator override (see AllocationCounter).
        .target(name: "AnimviewBenchmarks", dependencies: ["AnimKit", "AnimKitSDL", "Cassowary", "CBenchmarkSupport"]),
        .executableTarget(
            name: "animview",
            dependencies: [
                "AnimKit",
                "AnimKitSDL",
                "AnimKitScenes",
                "PlayWire",
                "AnimviewBenchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "CBenchmarkSupport",
                "CChildSubreaper",
            ]
        ),

        // Ports the `iOS` folder of the target that uses it with play's Swift reader before the target compiles.
        .plugin(name: "PortiOSFiles", capability: .buildTool()),

        // MARK: - Examples, written as an iOS developer writes animation code (`swift run InteractiveCard`): built with the
        // package's tests, so they cannot rot, and never on the demo's path
        .executableTarget(
            name: "InteractiveCard", dependencies: ["AnimKit", "AnimKitSDL"], path: "Examples/InteractiveCard",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        .executableTarget(
            name: "Onboarding", dependencies: ["AnimKit", "AnimKitSDL"], path: "Examples/Onboarding",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        .executableTarget(
            name: "DanceSlider", dependencies: ["AnimKit", "AnimKitSDL"], path: "Examples/DanceSlider",
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // An iOS file as it is written, in iOS/, ported by the PortiOSFiles plugin (the Swift 5 mode iOS code is in).
        .executableTarget(
            name: "LikeButton", dependencies: ["AnimKit", "AnimKitSDL"], path: "Examples/LikeButton", exclude: ["iOS"],
            swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)], plugins: ["PortiOSFiles"]),
        // Playground code as it is pasted from Xcode: the Swift 5 language mode.
        .executableTarget(
            name: "Playground", dependencies: ["AnimKit", "PlaygroundSupport"], path: "Examples/Playground",
            swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)]),

        // MARK: - Tests
        .target(name: "AnimKitTestSupport", dependencies: ["AnimKit"], path: "Tests/AnimKitTestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "PlayWireTests", dependencies: ["PlayWire"]),
        .testTarget(name: "AnimKitTests", dependencies: ["AnimKit", "AnimKitTestSupport"]),
        .testTarget(name: "AnimKitScenesTests", dependencies: ["AnimKitScenes", "AnimKitTestSupport"]),
        .testTarget(name: "AnimKitSDLTests", dependencies: ["AnimKitSDL", "AnimKitTestSupport", "PlayWire"]),
        .testTarget(
            name: "AnimKitTestingTests",
            dependencies: [
                "AnimKitTesting", "AnimKitSnapshotTesting", snapshotTesting,
            ], exclude: ["__Snapshots__"]),
        // UIKitAPI/uikit-animation-api.txt is the list of UIKit's API the coverage test reads through its file's path.
        .testTarget(
            name: "UIKitStyleTests", dependencies: ["AnimKit", "AnimKitTestSupport"], exclude: ["UIKitAPI/uikit-animation-api.txt"]),
        // UIKit code as it is written in the Swift 5 language mode: it must compile against AnimKit as against UIKit.
        .testTarget(name: "UIKitSwift5Tests", dependencies: ["AnimKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Golden/ holds recorded frame fingerprints, read through the test file's path.
        .testTarget(
            name: "animviewTests", dependencies: ["animview", "AnimviewBenchmarks", "AnimKitTestSupport", "PlaygroundSupport", "PlayWire"],
            exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)

/// swift-snapshot-testing's library, with the `SnapshotTesting` trait only.
var snapshotTesting: Target.Dependency {
    .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))
}
