import AnimKitSDL
import Foundation

/// A module's iOS files as `animview port --output-directory` writes them: `Name.swift` as `Name.ported.swift` (a name
/// of its own, as the module's `#fileID`s must be), between `#sourceLocation` lines that give the compiler the
/// original's path, so that its errors name the user's file and line.
struct PortedModule {
    let folder: URL

    /// Writes each of `texts` (the ports of `files`, in order), leaving a file that would not change untouched so that
    /// the build does not compile it again.
    func write(_ texts: [String], of files: [URL]) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, text) in zip(files, texts) {
                let located = "#sourceLocation(file: \(String(reflecting: file.path)), line: 1)\n\(text)\n#sourceLocation()\n"
                let copy = folder.appendingPathComponent(file.deletingPathExtension().lastPathComponent + ".ported.swift")
                if (try? String(contentsOf: copy, encoding: .utf8)) == located { continue }
                try Data(located.utf8).write(to: copy, options: .atomic)
            }
        } catch {
            throw PlayError("cannot write the ports into \(folder.path): \(error.localizedDescription)", code: ExitStatus.cannotCreate)
        }
    }

    /// `text` with its imports of iOS's own modules (`UIKit`, `QuartzCore`, `CoreGraphics`, `ObjectiveC`, and their
    /// submodules) read as `import AnimKit`, for a module that has no module of those names.
    static func animKitImports(in text: String) -> String {
        let range = NSRange(text.startIndex..., in: text)
        return iOSImport.stringByReplacingMatches(in: text, range: range, withTemplate: "$1AnimKit")
    }

    private static let iOSImport: NSRegularExpression = {
        let pattern = #"^(\s*(?:@[\w()]+\s+)*import\s+)(?:UIKit|QuartzCore|CoreGraphics|ObjectiveC)(?:\.[\w.]+)?(?=\s*(?://.*)?$)"#
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else {
            preconditionFailure("the pattern of an iOS import is a valid regular expression")
        }
        return expression
    }()
}
