// swift-tools-version:6.0
// Coverage-guided fuzzers (libFuzzer) for animview's parsers and renderer, kept out of the main
// package: build with `swift build -c release --sanitize fuzzer --sanitize address`, which instruments
// animview's own modules too, so libFuzzer sees their coverage. See Fuzz/README.md.
import PackageDescription

let package = Package(
    name: "animview-fuzz",
    dependencies: [.package(name: "animview", path: "..")],
    targets: [
        .executableTarget(
            name: "SceneFuzzer",
            dependencies: [
                .product(name: "AnimKit", package: "animview"),
                .product(name: "AnimKitScenes", package: "animview"),
                .product(name: "AnimKitSDL", package: "animview"),
            ],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),
        .executableTarget(
            name: "FrameLogFuzzer",
            dependencies: [.product(name: "AnimKitSDL", package: "animview")],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"])]),
    ],
    swiftLanguageModes: [.v6]
)
