import AnimKitSDL
import Foundation
import PlayWire

/// Writes a literal the window tuned into the user's file: the literal's characters change and nothing else — every
/// other byte of the file stays as it was, its permissions too. A file that changed since the build the window runs
/// was compiled (an edit not yet built) is not written: the drag's value is said instead.
enum LiteralWriteBack {
    /// What writing came to: the sentence for the terminal, and the file's scan as written (the literal still the
    /// design-time value it was compiled as, so the save that follows needs no build).
    struct Outcome: Equatable {
        let written: Bool
        let sentence: String
        var scan: LiteralScan? = nil
    }

    /// Writes `tuned` into its file among `files`, which `scans` read last and `compiled` as the window's build was compiled.
    static func write(_ tuned: TunedLiteral, files: [URL], scans: [LiteralScan], compiled: [LiteralScan]) throws -> Outcome {
        let parts = tuned.key.split(separator: ":")
        guard parts.count == 2, let file = Int(parts[0]), let index = Int(parts[1]), file < files.count, file < scans.count,
            file < compiled.count, index < scans[file].literals.count
        else {
            return Outcome(written: false, sentence: "the window tuned \(tuned.key), which is no literal of the files; nothing written")
        }
        let url = files[file], scan = scans[file]
        let current = try? String(contentsOf: url, encoding: .utf8)
        guard scan.skeleton == compiled[file].skeleton, current == scan.source else {
            return Outcome(
                written: false,
                sentence:
                    "\(url.lastPathComponent) changed since the window's build; \(text(for: tuned.value, replacing: nil)) was not written")
        }
        let literal = scan.literals[index]
        let new = text(for: tuned.value, replacing: literal)
        let place = "\(url.lastPathComponent):\(line(of: literal.range.lowerBound, in: scan.source))"
        guard new != literal.text else { return Outcome(written: false, sentence: "\(place) already says \(new)") }
        // A file made read-only is left alone, whoever may write it (a rename would replace it all the same).
        let mode = (try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.posixPermissions] as? NSNumber
        if let mode, mode.intValue & 0o222 == 0 {
            return Outcome(written: false, sentence: "\(url.lastPathComponent) is read-only: \(new) stays in the window, not in the file")
        }
        var bytes = Array(scan.source.utf8)
        bytes.replaceSubrange(literal.range, with: Array(new.utf8))
        try replaceKeepingPermissions(url, with: Data(bytes))
        return Outcome(
            written: true, sentence: "wrote \(new) at \(place) (was \(literal.text))",
            scan: scan.written(index, text: new, value: tuned.value))
    }

    /// `value` as a literal: a whole number of an integer literal stays one; a number otherwise to the hundredth (the
    /// drag's step) with at least one decimal, so that a float literal stays one.
    static func text(for value: DesignTimeValue.Payload, replacing old: LiteralScan.Literal?) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .float(let number):
            if case .integer = old?.value, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
            var text = String(format: "%.2f", number)
            while text.hasSuffix("0"), !text.hasSuffix(".0") { text.removeLast() }
            return text
        case .string(let text): return "\"\(text)\""
        case .boolean(let flag): return flag ? "true" : "false"
        }
    }

    private static func line(of offset: Int, in source: String) -> Int {
        source.utf8.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// Replaces the file at `url` (the file a link names) whole: a new file beside it with the same permissions,
    /// flushed to the disk, renamed over it — a crash leaves the old text or the new, never half of one.
    static func replaceKeepingPermissions(_ url: URL, with data: Data) throws {
        let target = url.resolvingSymlinksInPath()
        let mode = ((try FileManager.default.attributesOfItem(atPath: target.path))[.posixPermissions] as? NSNumber)?.uint16Value ?? 0o644
        // A name of its own, made here (O_EXCL): what is removed on failure is only ever this file.
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).animview-tuned-\(UUID().uuidString)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else {
            throw PlayError("cannot write beside \(target.path): \(String(cString: strerror(errno)))", code: ExitStatus.cannotCreate)
        }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, mode_t(mode)) != 0 || fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, target.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw PlayError(
                "cannot write \(target.path): \(String(cString: strerror(failure))); it is as it was", code: ExitStatus.cannotCreate)
        }
    }
}
