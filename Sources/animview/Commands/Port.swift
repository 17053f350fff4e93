import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    /// `animview port`: the text `play` compiles for an iOS file, to see what it made of `@objc` and `#selector`.
    struct Port: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print your Swift files as play compiles them: @objc blanked, #selector as a Selector.",
            discussion: """
                Linux's Swift has no Objective-C runtime, so play rewrites what needs it before compiling, keeping \
                every line and column in place. This prints the result, a file at a time (each under a `// FILE` \
                line when there are several), and what only that runtime could do as errors at their line. \
                Your files are not changed. The first file is read as play reads its program: with no top-level code, it \
                gets a last line that shows its previews.
                  animview port Screen.swift
                """)

        @Argument(help: "Your Swift files, the program's first.")
        var files: [String]

        func run() throws {
            do {
                let project = try PlayProject(files: files, swift6: false)
                guard let reader = try PlayReader.prepare(cache: project.cache, animviewRoot: project.animviewRoot) else {
                    throw PlayError(
                        "this Swift toolchain has no SwiftParser (lib/swift/host): nothing can be rewritten", code: ExitStatus.unavailable)
                }
                var port = project
                port.reader = reader
                let scans = try port.scan()
                let problems = zip(project.files, scans).flatMap { PortEdits.errors(for: $1.problems, in: $1.source, path: $0.path) }
                for (file, scan) in zip(project.files, scans) {
                    if project.files.count > 1 { print("// \(file.path)") }
                    print(scan.ported, terminator: scan.ported.hasSuffix("\n") ? "" : "\n")
                }
                guard problems.isEmpty else {
                    for problem in problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
                    let count = "\(problems.count) thing\(problems.count == 1 ? "" : "s")"
                    throw PlayError("\(count) only the Objective-C runtime could do (above)", code: ExitStatus.dataError)
                }
            } catch let error as PlayError {
                throw failure(error.description, code: error.code)
            }
        }
    }
}
