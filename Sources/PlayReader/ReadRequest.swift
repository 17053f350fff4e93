import Foundation

/// The arguments of one `read` — `[--main] [--as NAME] [--path PATH] FILE [OTHER…]` — from the command line or, under
/// `serve`, from a line of standard input.
struct ReadRequest {
    let isMain: Bool
    let name: String?
    let located: String?
    let path: String
    let others: [String]

    /// The request `arguments` make; `nil` when they name no file.
    init?(_ arguments: [String]) {
        var arguments = arguments
        isMain = arguments.first == "--main"
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
        guard let path = arguments.first, !path.isEmpty else { return nil }
        (self.name, self.located, self.path, others) = (name, located, path, Array(arguments.dropFirst()))
    }

    /// The first of the files that cannot be read, if one cannot (`read` would exit with 66 there).
    var unreadable: String? {
        ([path] + others).first { !FileManager.default.isReadableFile(atPath: $0) }
    }

    /// What `read` prints for the request.
    func lines() -> [String] {
        readingLines(of: path, isMain: isMain, named: name, located: located, others: others)
    }
}
