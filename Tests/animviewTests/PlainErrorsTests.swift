import AnimKitTestSupport
import Foundation
import Testing

/// Errors a person can act on: what the path is, what the system said, which range a number must be in.
@Suite("Errors said plainly: the path, what it is, the system's reason, the allowed range")
struct PlainErrorsTests {
    @Test("a scene path that is a named pipe, a device or a folder is named as such (66), never read or blamed on permissions")
    func scenePathsThatAreNotFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("pipe.json"), 0o644) == 0)
        for (path, noun) in [(scratch.path("pipe.json"), "a named pipe"), ("/dev/zero", "a device"), (scratch.url.path, "a folder")] {
            let run = try runAnimview(["render", path, "--at", "0", "--out", scratch.path("x.png")])
            #expect(run.status == 66)
            #expect(run.standardError == "animview: \(path) is \(noun), not a scene file\n")
        }
        let missing = try runAnimview(["render", scratch.path("gone.json"), "--at", "0", "--out", scratch.path("x.png")])
        #expect(missing.standardError == "animview: cannot read the scene file \(scratch.path("gone.json")): No such file or directory\n")
        #expect(scratch.names() == ["pipe.json"])
    }

    @Test(
        "negative numbers are read as numbers and refused with the range (64), not 'Missing value'",
        arguments: [
            (["render", "dance", "--at", "-1", "--out", "x.png"], "--at must be a time in seconds from 0 to 86400, not -1.0"),
            (["render", "dance", "--frames", "-3", "--out", "f"], "--frames must be a whole number from 1 to 100000, not -3"),
            (["demo", "--text", "--fps", "-5"], "--fps must be above 0 and at most 1000 frames per second, not -5.0"),
            (
                ["render", "dance", "--at", "1", "--fps", "0", "--out", "x.png"],
                "--fps must be above 0 and at most 1000 frames per second, not 0.0"
            ),
            (
                ["play", "Card.swift", "--headless", "--frames", "0", "--out", "f"],
                "--frames must be a whole number from 1 to 100000, not 0"
            ),
            (["sample", "dance", "--duration", "-2"], "--duration must be between 0 and 3600 seconds."),
            (
                ["sample", "dance", "--duration", "3600", "--fps", "1000"],
                "--duration 3600 s at --fps 1000 is 3600000 frames; sample prints at most 1000000 (lower --duration or --fps)."
            ),
            (
                ["play", "Card.swift", "--headless", "--at", "-1", "--out", "x.png"],
                "--at must be a time in seconds from 0 to 86400, not -1.0"
            ),
        ])
    func negativeNumbers(arguments: [String], message: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Card.swift", "import AnimKit\n")

        let run = try runAnimview(arguments, in: scratch.url)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: \(message)\n"), "\(run.standardError)")
        #expect(scratch.names() == ["Card.swift"])
    }

    @Test("too few open files (ulimit -n 8): one sentence and 71, not a crash or a font blamed")
    func tooFewDescriptors() throws {
        let run = try runProgram(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "ulimit -n 8 && exec \"$0\" render dance --at 0 --out /dev/null/x.png", animviewExecutable().path])

        #expect(run.status == 71)
        #expect(run.standardError == "animview: it needs at least 16 open files at once, and the limit here is 8 (ulimit -n)\n")
    }

    @Test(
        "--out in a folder that cannot be entered says so (73), not 'does not exist'",
        .enabled(if: getuid() == 0, "needs root to run animview as another user (CI runs as root)"))
    func folderThatCannotBeEntered() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("locked/inner"), withIntermediateDirectories: true)
        chmod(scratch.path("locked"), 0o700)
        // The scratch folder and a copy of the binary are what the other user can reach (the checkout may not be).
        chmod(scratch.url.path, 0o755)
        try FileManager.default.copyItem(atPath: animviewExecutable().path, toPath: scratch.path("animview"))
        chmod(scratch.path("animview"), 0o755)

        let run = try runProgram(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", scratch.path("animview"), "render", "dance", "--at", "0", "--out",
                scratch.path("locked/inner/x.png"),
            ])

        #expect(run.status == 73, "\(run.standardError)")
        #expect(
            run.standardError
                == "animview: cannot write \(scratch.path("locked/inner/x.png")): its folder \(scratch.path("locked/inner")) cannot be reached: Permission denied\n"
        )
    }
}
