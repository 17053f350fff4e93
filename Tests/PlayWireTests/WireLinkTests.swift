import Foundation
import PlayWire
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("PlayWire: play and its window, typed messages over one socket")
struct WireLinkTests {
    /// Every message play sends, each kind once, with text that JSON must escape (a newline inside a message is no
    /// end of line on the wire).
    static let toWindow: [ToWindow] = [
        .load(path: "/cache/builds/libPlay-2.so"),
        .values(
            serial: 7, values: [DesignTimeValue(key: "0:3", value: .float(0.45)), DesignTimeValue(key: "1:0", value: .integer(2))],
            tunedWrites: 3),
        .values(
            serial: 8,
            values: [
                DesignTimeValue(key: "0:1", value: .string("a \"quoted\"\nline")), DesignTimeValue(key: "0:2", value: .boolean(true)),
            ],
            tunedWrites: 0),
        .calls([
            TunableCall(
                site: SourceSite(file: "/work/Card.swift", line: 9, column: 24),
                arguments: [
                    .init(label: "withDuration", key: "0:4", text: "0.6", value: .float(0.6)),
                    .init(
                        label: "controlPoint1", key: nil, text: "CGPoint(x: 0.2, y: 0)", value: nil,
                        parts: [.init(label: "x", key: "0:5", text: "0.2", value: .float(0.2))],
                        partsSite: SourceSite(file: "/work/Card.swift", line: 9, column: 70)),
                ])
        ]),
        .calls([]),
        .message("Card.swift:3: error: cannot find 'cardd'\n(1 error; the last good build runs)"),
        .message(nil),
        .check(path: "/cache/builds/libPlay-3.so", values: []),
    ]

    /// Every message the window and the checking process send back.
    static let fromWindow: [FromWindow] = {
        var state = PreviewerState()
        (state.playhead, state.playing, state.selectedAnimator, state.window) = (1.25, false, 3, [10, 20, 640, 480])
        return [
            .loaded(Loaded(path: "/cache/builds/libPlay-2.so", shownAt: 1_795_000_000.125, seconds: 0.031, what: .build)),
            .loaded(
                Loaded(
                    path: "/cache/builds/libPlay-2.so", shownAt: 1_795_000_001.5, seconds: 0.004, what: .values(serial: 7, applied: true))),
            .loaded(
                Loaded(path: "/cache/builds/libPlay-2.so", shownAt: 1_795_000_002, seconds: 0, what: .values(serial: 8, applied: false))),
            .state(state),
            .tuned([TunedLiteral(key: "0:4", value: .float(0.45)), TunedLiteral(key: "0:5", value: .integer(1))]),
            .checked(path: "/cache/builds/libPlay-3.so", verdict: .ok),
            .checked(path: "/cache/builds/libPlay-3.so", verdict: .missed),
            .checked(path: "/cache/builds/libPlay-3.so", verdict: .refused("Card.swift ran to its end without showing a view")),
        ]
    }()

    @Test("every message goes both ways unchanged: play's end to the process's and back, in order")
    func roundTrip() throws {
        let (play, end) = try WireLink.pair()
        let window = WireLink(descriptor: end, owned: true)
        for message in Self.toWindow { #expect(play.send(message)) }
        var heard: [ToWindow] = []
        while heard.count < Self.toWindow.count, let messages = window.next(ToWindow.self) { heard += messages }
        #expect(heard == Self.toWindow)

        for message in Self.fromWindow { #expect(window.send(message)) }
        var back: [FromWindow] = []
        while back.count < Self.fromWindow.count, play.waitForMessages(seconds: 5) { back += play.receive(FromWindow.self) }
        #expect(back == Self.fromWindow)
        // Nothing more: play's end never waits.
        #expect(play.receive(FromWindow.self).isEmpty && !play.isClosed)
    }

    @Test("a line comes whole or not at all: half a line waits for its rest; a line that is no message is passed over")
    func partialLines() throws {
        let (play, end) = try WireLink.pair()
        let line = try JSONEncoder().encode(FromWindow.tuned([TunedLiteral(key: "0:1", value: .float(1.5))]))
        let raw = { (bytes: Data) in _ = bytes.withUnsafeBytes { write(end, $0.baseAddress, $0.count) } }
        raw(line.prefix(10))
        #expect(play.waitForMessages(seconds: 5) && play.receive(FromWindow.self).isEmpty)
        raw(line.dropFirst(10) + Data("\n{\"unknown\":{}}\nnot json\n".utf8) + line + Data("\n".utf8))
        var heard: [FromWindow] = []
        while heard.count < 2, play.waitForMessages(seconds: 5) { heard += play.receive(FromWindow.self) }
        let tuned = FromWindow.tuned([TunedLiteral(key: "0:1", value: .float(1.5))])
        #expect(heard == [tuned, tuned])
        close(end)
    }

    @Test("a process that went away: play's end sees it closed, and sending to it is false, never a SIGPIPE")
    func closedEnd() throws {
        let (play, end) = try WireLink.pair()
        let window = WireLink(descriptor: end, owned: false)
        #expect(window.send(FromWindow.checked(path: "/a.so", verdict: .ok)))
        close(end)
        #expect(play.waitForMessages(seconds: 5))
        // What was sent before the end is still heard, then the end.
        #expect(play.receive(FromWindow.self) == [.checked(path: "/a.so", verdict: .ok)])
        #expect(play.isClosed)
        #expect(!play.send(ToWindow.load(path: "/b.so")))
    }

    @Test("a message larger than the socket holds goes whole while the other end reads: 4 000 calls, about 1 MB")
    func largeMessage() throws {
        let (play, end) = try WireLink.pair()
        let window = WireLink(descriptor: end, owned: true)
        let calls = (0..<4000).map { index in
            TunableCall(
                site: SourceSite(file: "/work/Screen.swift", line: index + 1, column: 12),
                arguments: [.init(label: "withDuration", key: "0:\(index)", text: "0.\(index)", value: .float(Double(index) / 10_000))])
        }
        // The reader on a thread of its own, running before the send blocks: a task would wait for one of the test
        // run's few threads while this one is held by the send.
        let heard = Mutex<[ToWindow]?>(nil)
        let read = DispatchSemaphore(value: 0)
        Thread {
            let messages = window.next(ToWindow.self)
            heard.withLock { $0 = messages }
            read.signal()
        }.start()
        #expect(play.send(ToWindow.calls(calls)))
        read.wait()
        #expect(heard.withLock { $0 } == [.calls(calls)])
    }
}
