import Foundation
import Runtime

/// Where the code made a view: the call that ran its initializer, from a backtrace taken when it was made and read
/// (symbolicated, from the program's debug information) only when someone asks — the previewer's selectable mode,
/// `play --headless --where`.
///
/// Taking one costs microseconds, so views keep one only while ``isOn`` (a previewer sets it before a scene is built);
/// a benchmark of 100 000 views pays nothing.
package struct CreationTrace: @unchecked Sendable {
    private let backtrace: Backtrace
    /// The view's class and its superclasses, whose initializers run on the way to the call that made it.
    private let classNames: [String]

    /// The program's images (its executable and libraries), read once: reading them for each trace costs milliseconds.
    @MainActor private static let images = ImageMap.capture()

    /// Whether views made from now on keep a trace.
    @MainActor package static var isOn = false

    /// A trace of the call stack now, as a view of class `made` is initialized, when traces are on.
    @MainActor static func takenIfOn(making made: AnyClass) -> CreationTrace? {
        guard isOn, let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 32, images: images) else { return nil }
        var classNames: [String] = [], type: AnyClass? = made
        while let each = type, each != View.self {
            classNames.append(String(describing: each))
            type = _getSuperclass(each)
        }
        return CreationTrace(backtrace: backtrace, classNames: classNames)
    }

    /// The line that made the view: the first frame outside AnimKit with a place in the source, passing over the
    /// initializers of the view's own classes on the way (`CardView.init()` calling `super.init(frame:)`), for their
    /// caller; `nil` when the program has no debug information or AnimKit alone made the view.
    package var callSite: CallSite? {
        guard let frames = backtrace.symbolicated(options: [.showSourceLocations, .showInlineFrames])?.frames else { return nil }
        let placed = frames.compactMap { frame -> (site: CallSite, isInitializer: Bool)? in
            guard let symbol = frame.symbol, let place = symbol.sourceLocation,
                let site = CallSite.inCode(file: place.path, line: place.line, column: place.column)
            else { return nil }
            let name = symbol.name
            return (site, classNames.contains { name.contains("\($0).init(") || name.contains("\($0).__allocating_init(") })
        }
        return (placed.first { !$0.isInitializer } ?? placed.first)?.site
    }
}
