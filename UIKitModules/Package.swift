// swift-tools-version:6.2
import PackageDescription

// The modules an iOS file imports, by their iOS names, so that `import UIKit`, `import QuartzCore`,
// `import CoreGraphics` and `import ObjectiveC` (for associated objects) compile unchanged: each brings AnimKit,
// which brings Foundation and Dispatch, as UIKit does.
//
// A package of their own, not products of animview's: SwiftPM puts every module of a build in one folder, and a
// library that asks `#if canImport(UIKit)` (swift-custom-dump and swift-snapshot-testing, which animview's tests use)
// would then find this UIKit and compile its iOS-only code. Depend on this package where your code imports UIKit:
//
//     .package(path: "path/to/animview/UIKitModules"),
//     .target(name: "MyScreens", dependencies: [.product(name: "UIKit", package: "UIKitModules")]),
let package = Package(
    name: "UIKitModules",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
    ],
    dependencies: [.package(name: "animview", path: "..")],
    targets: [
        .target(name: "UIKit", dependencies: [.product(name: "AnimKit", package: "animview")]),
        .target(name: "QuartzCore", dependencies: [.product(name: "AnimKit", package: "animview")]),
        .target(name: "CoreGraphics", dependencies: [.product(name: "AnimKit", package: "animview")]),
        .target(name: "ObjectiveC", dependencies: [.product(name: "AnimKit", package: "animview")]),
    ],
    swiftLanguageModes: [.v6]
)
