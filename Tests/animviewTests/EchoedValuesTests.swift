import PlayWire
import Testing

@testable import PlaygroundSupport

/// The values `play` sends after a save, against what the window runs: its own drags' writes echo back, read before
/// its later drags were written, and must not undo them; an edit in the editor wins.
@Suite("Literal values echoed by play after a tuning drag")
struct EchoedValuesTests {
    /// The build's literals: a keyframe's start (`0:1`), its duration (`0:2`) and a colour (`0:3`).
    static let compiled: [String: DesignTimeValue.Payload] = ["0:1": .float(0.2), "0:2": .float(0.2), "0:3": .integer(255)]

    static func echoed(
        sent: [String: DesignTimeValue.Payload], unwritten: [String: DesignTimeValue.Payload] = [:],
        held: [String: DesignTimeValue.Payload] = [:], running: [String: DesignTimeValue.Payload]
    ) -> EchoedValues {
        EchoedValues(sent: sent, unwritten: unwritten, held: held, running: running, compiled: { compiled[$0] })
    }

    @Test("the echo of the first drag's write, read before the second drag's, keeps the second's value: no edit")
    func staleEcho() {
        let running: [String: DesignTimeValue.Payload] = ["0:1": .float(0.25), "0:2": .float(0.21)]
        let echoed = Self.echoed(sent: ["0:1": .float(0.25)], unwritten: ["0:2": .float(0.21)], running: running)
        #expect(echoed.table == running && !echoed.edited)
        // Without what the window sent since, the same echo would be taken for an edit and undo the second drag.
        let unaware = Self.echoed(sent: ["0:1": .float(0.25)], running: running)
        #expect(unaware.edited && unaware.table["0:2"] == nil)
    }

    @Test("a value the window sent back to the build's own is no entry, as in the window's table")
    func backToCompiled() {
        let running: [String: DesignTimeValue.Payload] = ["0:1": .float(0.25)]
        let echoed = Self.echoed(sent: ["0:1": .float(0.25), "0:2": .float(0.3)], unwritten: ["0:2": .integer(0)], running: running)
        #expect(echoed.table == ["0:1": .float(0.25), "0:2": .integer(0)])
        let undone = Self.echoed(sent: ["0:1": .float(0.25), "0:2": .float(0.3)], unwritten: ["0:2": .float(0.2)], running: running)
        #expect(undone.table == running && !undone.edited)
    }

    @Test("an edit saved in the editor wins, over a drag held too; with no edit a held drag's values stay")
    func editorWins() {
        let running: [String: DesignTimeValue.Payload] = ["0:1": .float(0.3)]
        let edit = Self.echoed(sent: ["0:3": .integer(128)], held: ["0:1": .float(0.3)], running: running)
        #expect(edit.edited && edit.table == ["0:3": .integer(128)])
        let echo = Self.echoed(sent: [:], held: ["0:1": .float(0.3)], running: running)
        #expect(!echo.edited && echo.table == running)
        // An integer literal's 1 and a drag's 1.0 are the same number.
        #expect(!Self.echoed(sent: ["0:3": .integer(1)], running: ["0:3": .float(1)]).edited)
    }

    @Test("what the window sent is forgotten once play read the files with it written, or a new build loads")
    func unwrittenMessages() {
        var history = TuningHistory()
        history.sent([TunedLiteral(key: "0:1", value: .float(0.25))])
        history.sent([TunedLiteral(key: "0:2", value: .float(0.21)), TunedLiteral(key: "0:1", value: .float(0.3))])
        #expect(history.unwritten(after: 0) == ["0:1": .float(0.3), "0:2": .float(0.21)])
        #expect(history.unwritten(after: 1) == ["0:1": .float(0.3), "0:2": .float(0.21)])
        history.sent([TunedLiteral(key: "0:2", value: .float(0.22))])
        #expect(history.unwritten(after: 2) == ["0:2": .float(0.22)])
        #expect(history.unwritten(after: 3) == [:])
        history.sent([TunedLiteral(key: "0:1", value: .float(0.4))])
        history.forgetUnwritten()
        #expect(history.unwritten(after: 3) == [:])
        // Numbering goes on: play counts every message of the window's.
        history.sent([TunedLiteral(key: "0:1", value: .float(0.5))])
        #expect(history.unwritten(after: 4) == ["0:1": .float(0.5)])
    }
}
