import AnimKit
import Foundation

/// kiwi, the C++ Cassowary behind Python's kiwisolver, on the same system: the reference `animview bench layout`
/// reports beside its own figures.
///
/// Python builds every constraint first and times only the solver's calls (CPU
/// time): adding them all and reading the values out, and a re-solve after the first
/// view's width changes — in kiwi an edit variable given a new value, its fastest way
/// to change a constant.
public enum KiwiPeer {
    /// What kiwi measured: median CPU milliseconds, and the solution.
    public struct Figures: Sendable {
        public let scratchMilliseconds: Double
        public let resolveMilliseconds: Double
        public let values: [Double]
    }

    /// Why kiwi could not run.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    static let script = #"""
        import sys, time
        try:
            import kiwisolver as kiwi
        except ImportError:
            print("unavailable: python3-kiwisolver is not installed (apt-get install python3-kiwisolver)")
            sys.exit(0)
        scratch_reps, resolve_reps = int(sys.argv[1]), int(sys.argv[2])
        lines = sys.stdin.read().split("\n")
        count = int(lines[0])
        rows = [line.split() for line in lines[1:] if line]
        def build():
            variables = [kiwi.Variable("v%d" % i) for i in range(count)]
            constraints, edit = [], None
            for row in rows:
                relation, strength, constant = row[0], float(row[1]), float(row[2])
                expression = constant
                for term in row[3:]:
                    index, coefficient = term.split(":")
                    expression = expression + float(coefficient) * variables[int(index)]
                if relation == "edit":
                    edit = (variables[int(row[3].split(":")[0])], strength, -constant)
                    continue
                c = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[relation]
                constraints.append(c | strength)
            return variables, constraints, edit
        def clock():
            return time.process_time_ns() / 1e6
        times = []
        for _ in range(scratch_reps):
            variables, constraints, (edited, strength, value) = build()
            start = clock()
            solver = kiwi.Solver()
            for c in constraints:
                solver.addConstraint(c)
            solver.addEditVariable(edited, strength)
            solver.suggestValue(edited, value)
            solver.updateVariables()
            times.append(clock() - start)
        scratch = sorted(times)[len(times) // 2]
        values = [v.value() for v in variables]
        times = []
        for repetition in range(resolve_reps):
            start = clock()
            solver.suggestValue(edited, 55 if repetition % 2 == 0 else 45)
            solver.updateVariables()
            times.append(clock() - start)
        resolve = sorted(times)[len(times) // 2]
        print("kiwi %.6f %.6f" % (scratch, resolve))
        print(" ".join(repr(v) for v in values))
        """#

    /// Runs kiwi on `screen` through Debian's `python3` (where `apt-get install python3-kiwisolver` puts it; another
    /// Python earlier on the PATH would not see it), or the first `python3` on the PATH.
    public static func run(_ screen: LayoutBenchmarkScreen, scratchRepetitions: Int, resolveRepetitions: Int) throws -> Figures {
        let process = Process()
        let debian = "/usr/bin/python3"
        let arguments = ["-c", script, String(scratchRepetitions), String(resolveRepetitions)]
        if FileManager.default.isExecutableFile(atPath: debian) {
            process.executableURL = URL(fileURLWithPath: debian)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3"] + arguments
        }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { throw Unavailable(description: "python3 could not be started: \(error)") }
        let writer = Thread {
            input.fileHandleForWriting.write(Data(screen.text.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let text = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n")
        if let first = lines.first, first.hasPrefix("unavailable: ") {
            throw Unavailable(description: String(first.dropFirst("unavailable: ".count)))
        }
        guard process.terminationStatus == 0, lines.count == 2 else {
            throw Unavailable(description: "the kiwi script failed (status \(process.terminationStatus))")
        }
        let figures = lines[0].split(separator: " ").dropFirst().compactMap { Double($0) }
        let values = lines[1].split(separator: " ").compactMap { Double($0) }
        guard figures.count == 2 else { throw Unavailable(description: "the kiwi script printed \(lines[0])") }
        return Figures(scratchMilliseconds: figures[0], resolveMilliseconds: figures[1], values: values)
    }
}
