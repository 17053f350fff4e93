// swift-tools-version:6.2
import PackageDescription

// Animation code written the way an iOS developer writes it, previewed with animview.
// `swift run --package-path Examples InteractiveCard` opens one; `-- --headless --at 1 --out card.png` draws a frame.
let package = Package(
    name: "AnimKitExamples",
    dependencies: [.package(name: "animview", path: "..")],
    targets: [
        .executableTarget(
            name: "InteractiveCard",
            dependencies: [.product(name: "AnimKit", package: "animview"), .product(name: "AnimKitSDL", package: "animview")]),
        .executableTarget(
            name: "Onboarding",
            dependencies: [.product(name: "AnimKit", package: "animview"), .product(name: "AnimKitSDL", package: "animview")]),
        .executableTarget(
            name: "DanceSlider",
            dependencies: [.product(name: "AnimKit", package: "animview"), .product(name: "AnimKitSDL", package: "animview")]),
        .executableTarget(
            name: "Playground",
            dependencies: [.product(name: "AnimKit", package: "animview"), .product(name: "PlaygroundSupport", package: "animview")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
