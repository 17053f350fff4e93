// play-reader: the part of `animview play` that reads Swift with SwiftParser.
//
// Not a SwiftPM target: `play` compiles it with swiftc on first use against the swift-syntax every Swift toolchain
// ships for macros (lib/swift/host), so neither `swift build` nor the demo ever compiles swift-syntax (see
// PlayReader.swift in the animview target).
//
//     play-reader read [--main] [--as NAME] [--path PATH] FILE [OTHER…]
//
// reads FILE (named NAME in the program, its errors read as PATH's; the OTHER files only for their optional protocol
// requirements and previews) and prints
//   - one line per literal `play` may change without the compiler: `kind start end`, the kind I, F, S or B;
//   - one line per edit that makes iOS code compile without the Objective-C runtime, or shows a file with no
//     top-level code (its `#Preview`s, its screens): `R start end replacement` (the replacement with `\n` and `\\`
//     escaped), and `E start end sentence` for what cannot be done;
// ranges in UTF-8 offsets, in file order within each kind. Exits 0; a wrong command line is 64, an unreadable file 66.
import Foundation
import SwiftParser
import SwiftSyntax

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

func parsed(_ path: String) -> SourceFileSyntax {
    guard let data = FileManager.default.contents(atPath: path) else { fail("play-reader: cannot read \(path)", 66) }
    return Parser.parse(source: String(decoding: data, as: UTF8.self))
}

var arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: play-reader read [--main] [--as NAME] [--path PATH] FILE [OTHER…]"
guard arguments.first == "read" else { fail(usage, 64) }
arguments.removeFirst()
let isMain = arguments.first == "--main"
if isMain { arguments.removeFirst() }
var name: String?
if arguments.first == "--as", arguments.count >= 2 {
    name = arguments[1]
    arguments.removeFirst(2)
}
var located: String?
if arguments.first == "--path", arguments.count >= 2 {
    located = arguments[1]
    arguments.removeFirst(2)
}
guard let path = arguments.first else { fail(usage, 64) }
let file = parsed(path)
let fileName = name ?? URL(fileURLWithPath: path).lastPathComponent
let others = arguments.dropFirst().map { (URL(fileURLWithPath: $0).lastPathComponent, parsed($0)) }

let requirements = OptionalRequirementFinder()
requirements.walk(file)
let defaults = requirements.defaults
for (_, other) in others { requirements.walk(other) }

let classMethods = ClassMethodFinder()
classMethods.walk(file)
for (_, other) in others { classMethods.walk(other) }

let literals = LiteralFinder(isMain: isMain)
literals.walk(file)
let port = PortFinder(
    optionalRequirements: requirements.names.union(PortFinder.uikitOptionalRequirements), valueRequirements: requirements.returningValues,
    requirementOwners: requirements.owners, classMethods: classMethods.methods)
port.walk(file)
let layerInitializers = LayerInitializerFinder(layerClasses: LayerInitializerFinder.layerClasses(in: [file] + others.map(\.1)))
layerInitializers.walk(file)
let observers = KeyValueObserverFinder()
observers.walk(file)
let previews = PreviewFinder(fileName: fileName, file: file)
var edits = port.lines + layerInitializers.lines + observers.lines + previews.lines
// Appended after the last line: nothing the user wrote moves.
let additions = defaults + observers.conformances
var appended = additions.isEmpty ? "" : "\n" + additions.joined(separator: "\n") + "\n"
if isMain, !previews.hasTopLevelCode, let shown = PreviewFinder.showing([previews] + others.map { PreviewFinder(fileName: $0, file: $1) }) {
    appended += shown
}
if !appended.isEmpty {
    let end = file.endPosition.utf8Offset
    edits.append("R \(end) \(end) \(PortFinder.escaped(appended))\n")
}
let mover = OverrideMover(file: file, path: located ?? path)
mover.walk(file)
FileHandle.standardOutput.write(Data(mover.moving(literals.lines + edits).joined().utf8))
