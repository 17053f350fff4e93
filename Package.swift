// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "animview",
    products: [
        .library(name: "AnimKit", targets: ["AnimKit"]),
        .executable(name: "animview", targets: ["animview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // MARK: - Core: pure Swift, Foundation only, no SDL
        .target(name: "AnimKit"),

        // MARK: - Command line
        .target(name: "CBenchmarkSupport"),
        .executableTarget(
            name: "animview",
            dependencies: [
                "AnimKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "CBenchmarkSupport",
            ]
        ),

        // MARK: - Tests
        .target(name: "AnimKitTestSupport", dependencies: ["AnimKit"], path: "Tests/AnimKitTestSupport"),
        .testTarget(name: "AnimKitTests", dependencies: ["AnimKit", "AnimKitTestSupport"]),
        .testTarget(name: "UIKitStyleTests", dependencies: ["AnimKit", "AnimKitTestSupport"]),
        .testTarget(name: "animviewTests", dependencies: ["animview", "AnimKitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
