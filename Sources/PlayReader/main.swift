// play-reader: the part of `animview play` that reads Swift with SwiftParser.
//
// Not a SwiftPM target: `play` compiles it with swiftc on first use against the swift-syntax every Swift toolchain
// ships for macros (lib/swift/host), so neither `swift build` nor the demo ever compiles swift-syntax (see
// PlayReader.swift in the animview target).
//
//     play-reader read [--main] [--as NAME] [--path PATH] FILE [OTHER…]
//     play-reader serve
//     play-reader port --output-directory DIR [--animkit-imports] FILE…
//
// reads FILE (named NAME in the program, its errors read as PATH's; the OTHER files only for their optional protocol
// requirements and previews) and prints
//   - one line per literal `play` may change without the compiler: `kind start end`, the kind I, F, S or B;
//   - one line per labelled argument of a call: `A start end paren label` (its call's opening parenthesis);
//   - one line per edit that makes iOS code compile without the Objective-C runtime, or shows a file with no
//     top-level code (its `#Preview`s, its screens): `R start end replacement` (the replacement with `\n` and `\\`
//     escaped), and `E start end sentence` for what cannot be done;
//   - for a first file with no top-level code and nothing it can show by itself, why: `N 0 0 reason` (escaped so);
// ranges in UTF-8 offsets, in file order within each kind. Exits 0; a wrong command line is 64, an unreadable file 66.
// `serve` answers one `read` a line of standard input (its arguments separated by tabs) with those lines and a last
// line `.`, or `! sentence` and `.` for what `read` would exit on — play keeps one running between saves, as starting
// this program (Foundation and swift-syntax's libraries loaded) costs 20 to 30 ms a read where the reading itself costs one.
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

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: play-reader read [--main] [--as NAME] [--path PATH] FILE [OTHER…]
           play-reader serve
           play-reader port --output-directory DIR [--animkit-imports] FILE…
    """
switch arguments.first {
case "read":
    guard let request = ReadRequest(Array(arguments.dropFirst())) else { fail(usage, 64) }
    FileHandle.standardOutput.write(Data(request.lines().joined().utf8))
case "serve":
    while let line = readLine(strippingNewline: true) {
        let reply: String
        if let request = ReadRequest(line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)) {
            reply = request.unreadable.map { "! cannot read \($0)\n" } ?? request.lines().joined()
        } else {
            reply = "! not a read request: \(line)\n"
        }
        FileHandle.standardOutput.write(Data((reply + ".\n").utf8))
    }
case "port":
    ModulePort(arguments: Array(arguments.dropFirst()), usage: usage).run()
default:
    fail(usage, 64)
}
