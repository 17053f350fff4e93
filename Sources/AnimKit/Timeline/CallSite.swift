import Foundation

/// Where in the code an animation was made: the file, line and column of the call (`UIView.animate`, a
/// `UIViewPropertyAnimator` initializer, `layer.add(_:forKey:)` …), as the compiler gave them to its defaults.
///
/// The timing APIs take it as trailing `file:line:column:` arguments whose defaults are `#filePath`, `#line` and
/// `#column`, as XCTest's assertions do: code calls them as UIKit's and never writes them. `animview play` compiles a
/// user's file under `#sourceLocation`, so the file is the user's own and the line theirs.
public struct CallSite: Sendable, Hashable, Codable {
    /// The file's path as the compiler saw it.
    public let file: String
    /// The line of the call, from 1.
    public let line: Int
    /// The column of the call, from 1: where Swift puts a `#column` default, the call's opening parenthesis.
    public let column: Int

    /// A call site at `file`, `line` and `column`.
    public init(file: String, line: Int, column: Int) {
        (self.file, self.line, self.column) = (file, line, column)
    }

    /// A call at `file`, `line` and `column`; `nil` when the call is in AnimKit itself (UIKit's own views animating: a
    /// table's rows, a navigation push), which no user wrote, or at line 0: code the compiler made in the user's file
    /// (the thunk through which `UILabel()` reaches an inherited initializer), whose caller is the line written.
    static func inCode(file: String, line: Int, column: Int) -> CallSite? {
        file.hasPrefix(animKitSources) || line <= 0 ? nil : CallSite(file: file, line: line, column: column)
    }

    /// The folder of AnimKit's sources, as this file was compiled.
    private static let animKitSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/"

    /// The file's name and the line, as a panel shows it: `Card.swift:14`.
    public var shortDescription: String { "\((file as NSString).lastPathComponent):\(line)" }

    /// `path:line:column`, the form editors and terminals open.
    public var editorLocation: String { "\(file):\(line):\(column)" }
}
