import Foundation
import SwiftParser
import SwiftSyntax

/// What `play-reader read` prints for the file at `path` (see main.swift): its literals' lines, then its edits' (`R`)
/// and problems' (`E`); `others` are the program's other files, read for their optional requirements and previews.
func readingLines(of path: String, isMain: Bool, named name: String?, located: String?, others otherPaths: [String]) -> [String] {
    let file = parsed(path)
    let fileName = name ?? URL(fileURLWithPath: path).lastPathComponent
    let others = otherPaths.map { (URL(fileURLWithPath: $0).lastPathComponent, parsed($0)) }

    let requirements = OptionalRequirementFinder()
    requirements.walk(file)
    let defaults = requirements.defaults
    for (_, other) in others { requirements.walk(other) }

    let classMethods = ClassMethodFinder()
    classMethods.walk(file)
    for (_, other) in others { classMethods.walk(other) }

    let literals = LiteralFinder(isMain: isMain)
    literals.walk(file)
    let arguments = CallArgumentFinder()
    arguments.walk(file)
    let port = PortFinder(
        optionalRequirements: requirements.names.union(PortFinder.uikitOptionalRequirements),
        valueRequirements: requirements.returningValues, requirementOwners: requirements.owners, classMethods: classMethods.methods)
    port.walk(file)
    let layerInitializers = LayerInitializerFinder(layerClasses: LayerInitializerFinder.layerClasses(in: [file] + others.map(\.1)))
    layerInitializers.walk(file)
    let cellInitializers = ReusableViewInitializerFinder(
        required: ReusableViewInitializerFinder.requiredInitializers(in: [file] + others.map(\.1)))
    cellInitializers.walk(file)
    let observers = KeyValueObserverFinder()
    observers.walk(file)
    let previews = PreviewFinder(fileName: fileName, file: file)
    let timers = SceneTimerCalls(file)
    var edits = port.lines + layerInitializers.lines + cellInitializers.lines + observers.lines + previews.lines + timers.lines
    // Appended after the last line: nothing the user wrote moves.
    let additions = defaults + observers.conformances
    var appended = additions.isEmpty ? "" : "\n" + additions.joined(separator: "\n") + "\n"
    // Why nothing can be shown, for play to say if the program shows nothing: `N 0 0 reason`.
    var nothingToShow: [String] = []
    if isMain, !previews.hasTopLevelCode {
        let files = [previews] + others.map { PreviewFinder(fileName: $0, file: $1) }
        if let shown = PreviewFinder.showing(files) {
            appended += shown
        } else if let reason = NothingToShow.reason(files) {
            nothingToShow.append("N 0 0 \(PortFinder.escaped(reason))\n")
        }
    }
    // A program's globals, handed over before its top-level code runs again (see TopLevelGlobals); three lines below the
    // user's last, so that the compiler's excerpt around an error there never shows it.
    if isMain, let take = TopLevelGlobals(file).takeFunction { appended += "\n\n\n" + take + "\n" }
    if !appended.isEmpty {
        let end = file.endPosition.utf8Offset
        edits.append("R \(end) \(end) \(PortFinder.escaped(appended))\n")
    }
    let mover = OverrideMover(file: file, path: located ?? path)
    mover.walk(file)
    return mover.moving(literals.lines + arguments.lines + edits) + nothingToShow
}
