import AnimKitSDL
import Testing

/// One grammar for every headless request: a preview program's own `--headless` arguments are read into the same
/// request `animview render` and `animview play --headless` build, checked by the same rules in the same words.
@Suite("The headless request: one grammar, one set of messages")
struct HeadlessRequestTests {
    func error(_ arguments: [String]) -> String? {
        do {
            _ = try HeadlessPreview.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("without --headless there is no request; with it, a frame, frames or a film")
    func requests() throws {
        #expect(try HeadlessPreview.parse(["--at", "1"]) == nil)
        let frame = try #require(try HeadlessPreview.parse(["--headless", "--at", "1.5", "--out", "a.png"]))
        #expect(frame.output == .frame(at: 1.5, file: "a.png") && frame.framesPerSecond == 60)
        let frames = try #require(try HeadlessPreview.parse(["--headless", "--frames", "30", "--fps", "30", "--out", "f"]))
        #expect(frames.output == .frames(count: 30, folder: "f") && frames.framesPerSecond == 30)
        let film = try #require(try HeadlessPreview.parse(["--headless", "--out", "a.gif", "--from", "0.5", "--force"]))
        #expect(film.output == .film(.gif, from: 0.5, to: nil, file: "a.gif") && film.force)
    }

    @Test(
        "every rule, in the words render and play use too",
        arguments: [
            (["--headless", "--at", "-1", "--out", "x.png"], "--at must be a time in seconds from 0 to 86400, not -1.0"),
            (["--headless", "--frames", "0", "--out", "f"], "--frames must be a whole number from 1 to 100000, not 0"),
            (
                ["--headless", "--at", "1", "--fps", "0", "--out", "x.png"],
                "--fps must be above 0 and at most 1000 frames per second, not 0.0"
            ),
            (["--headless", "--at", "1", "--out", "x.gif"], "a gif takes --from and --to, not --at or --frames"),
            (["--headless", "--out", "x.gif", "--from", "2", "--to", "1"], "--to must come after --from"),
            (
                ["--headless", "--at", "1", "--from", "1", "--out", "x.png"],
                "--from, --to and --force go with a film (--format gif, apng, mp4 or webm)"
            ),
            (["--headless", "--out", "x.png"], "give one of --at SECONDS or --frames N"),
            (["--headless", "--at", "1"], "--headless needs --out PATH"),
            (["--headless", "--at", "soon", "--out", "x.png"], "--at must be a number, not soon"),
        ])
    func rules(arguments: [String], message: String) {
        #expect(error(arguments) == message)
    }
}
