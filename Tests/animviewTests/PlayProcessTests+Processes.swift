import Foundation

extension PackageBuildingTests.PlayProcessTests {
    /// The processes whose command line mentions `path` (the play cache's folder: the build and the program), but for `except`.
    static func processes(mentioning path: String, except: pid_t? = nil) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), pid != except, pid != getpid(),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty
            else { return nil }
            let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            return command.contains(path) ? "\(pid) \(command)" : nil
        }
    }

    /// Whether the program play runs under `cache` has installed its stop-signal handler (SIGINT in its `SigCgt` mask).
    static func programHandlesStopSignals(under cache: String) -> Bool {
        processes(mentioning: cache).contains { line in
            guard line.contains("release/PlayHost --headless"), let pid = line.split(separator: " ").first,
                let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let mask = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") })?.split(separator: "\t").last,
                let bits = UInt64(mask, radix: 16)
            else { return false }
            return bits & (1 << (UInt64(SIGINT) - 1)) != 0
        }
    }
}
