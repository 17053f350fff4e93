import Testing

/// The tests that run `swift build` on a package of their own (the package `animview play` generates), one at a time:
/// two builds at once on a small machine starve the window tests running beside them.
@Suite(.serialized)
struct PackageBuildingTests {}
