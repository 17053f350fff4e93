import ArgumentParser
import Foundation

/// Says what went wrong in one line on standard error and gives the exit status to leave with.
func failure(_ message: String, code: Int32) -> ExitCode {
    FileHandle.standardError.write(Data("animview: \(message)\n".utf8))
    return ExitCode(code)
}
