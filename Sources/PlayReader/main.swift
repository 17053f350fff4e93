// play-reader: the part of `animview play` that reads Swift with SwiftParser.
//
// Not a SwiftPM target: `play` compiles it with swiftc on first use against the swift-syntax every Swift toolchain
// ships for macros (lib/swift/host), so neither `swift build` nor the demo ever compiles swift-syntax (see
// PlayReader.swift in the animview target).
//
//     play-reader read [--main] [--as NAME] [--path PATH] FILE [OTHER…]
//     play-reader port --output-directory DIR [--animkit-imports] FILE…
//
// reads FILE (named NAME in the program, its errors read as PATH's; the OTHER files only for their optional protocol
// requirements and previews) and prints
//   - one line per literal `play` may change without the compiler: `kind start end`, the kind I, F, S or B;
//   - one line per edit that makes iOS code compile without the Objective-C runtime, or shows a file with no
//     top-level code (its `#Preview`s, its screens): `R start end replacement` (the replacement with `\n` and `\\`
//     escaped), and `E start end sentence` for what cannot be done;
// ranges in UTF-8 offsets, in file order within each kind. Exits 0; a wrong command line is 64, an unreadable file 66.
// `port` writes a module's files with their edits made, for the PortiOSFiles build-tool plugin (ModulePort.swift).
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
let usage = """
    usage: play-reader read [--main] [--as NAME] [--path PATH] FILE [OTHER…]
           play-reader port --output-directory DIR [--animkit-imports] FILE…
    """
switch arguments.first {
case "read":
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
    let lines = readingLines(of: path, isMain: isMain, named: name, located: located, others: Array(arguments.dropFirst()))
    FileHandle.standardOutput.write(Data(lines.joined().utf8))
case "port":
    ModulePort(arguments: Array(arguments.dropFirst()), usage: usage).run()
default:
    fail(usage, 64)
}
