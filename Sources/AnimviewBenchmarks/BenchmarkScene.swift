import AnimKit

/// A scene a benchmark plays: its name and how to build it.
@MainActor
package struct BenchmarkScene {
    let name: String
    let make: @MainActor () throws -> ScenePlayback.Built

    package init(name: String, make: @escaping @MainActor () throws -> ScenePlayback.Built) {
        self.name = name
        self.make = make
    }
}
