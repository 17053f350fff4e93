// play-reader: the part of `animview play` that reads Swift with SwiftParser.
//
// Not a SwiftPM target: `play` compiles it with swiftc on first use against the swift-syntax every Swift toolchain
// ships for macros (lib/swift/host), so neither `swift build` nor the demo ever compiles swift-syntax (see
// PlayReader.swift in the animview target).
//
//     play-reader literals [--main] FILE
//
// prints one line per literal `play` may change without the compiler — `kind start end`, the kind I, F, S or B and
// the range in UTF-8 offsets — and exits 0; a wrong command line is 64 and a file it cannot read 66.
import Foundation
import SwiftParser
import SwiftSyntax

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "literals" else {
    FileHandle.standardError.write(Data("usage: play-reader literals [--main] FILE\n".utf8))
    exit(64)
}
arguments.removeFirst()
let isMain = arguments.first == "--main"
if isMain { arguments.removeFirst() }
guard arguments.count == 1, let data = FileManager.default.contents(atPath: arguments[0]) else {
    FileHandle.standardError.write(Data("play-reader: cannot read \(arguments.joined(separator: " "))\n".utf8))
    exit(66)
}
let finder = LiteralFinder(isMain: isMain)
finder.walk(Parser.parse(source: String(decoding: data, as: UTF8.self)))
FileHandle.standardOutput.write(Data(finder.lines.joined().utf8))
