import AnimKitSDL
import Foundation
import PlayWire
import Testing

@_spi(AnimviewPlay) @testable import PlaygroundSupport

/// The design-time lookups a build of `play` calls where the user's literals were: the new value, as the type the code
/// inferred for the literal, exactly — or the literal compiled in, and a word to `play` that the compiler must decide.
@Suite("play: design-time values", .serialized)
struct DesignTimeValueTests {
    /// Runs `body` with `values` as the table, then empties it.
    func with(_ values: [String: DesignTimeValue.Payload], _ body: () -> Void) {
        DesignTimeValues.shared.replace(with: values)
        body()
        DesignTimeValues.shared.replace(with: [:])
    }

    @Test("an integer becomes the Int, Double, CGFloat or UInt8 its literal was; one that does not fit is the literal, and missed")
    func integers() {
        with(["0:0": .integer(7), "0:1": .integer(300)]) {
            #expect(__designTimeInteger("0:0", fallback: 1) == 7)
            #expect(__designTimeInteger("0:0", fallback: 1.0 as Double) == 7.0)
            #expect(__designTimeInteger("0:0", fallback: 1 as CGFloat) == 7)
            #expect(!DesignTimeValues.shared.missed)
            #expect(__designTimeInteger("0:1", fallback: 1 as UInt8) == 1)
            #expect(DesignTimeValues.shared.missed)
        }
    }

    @Test("a float becomes the Double, CGFloat or Float its literal was; a key with no value is the literal, not missed")
    func floats() {
        with(["0:0": .float(0.25)]) {
            #expect((__designTimeFloat("0:0", fallback: 0.5) as Double) == 0.25)
            // Compared with another literal, the lookup is solved as Decimal (Foundation's ==): that works too.
            #expect(__designTimeFloat("0:0", fallback: 0.5) == 0.25)
            #expect(__designTimeFloat("0:0", fallback: 0.5 as Float) == 0.25)
            #expect(__designTimeFloat("0:0", fallback: 0.5 as CGFloat) == 0.25)
            #expect((__designTimeFloat("0:9", fallback: 0.5) as Double) == 0.5)
            #expect(!DesignTimeValues.shared.missed)
            // A value of another kind for the key (the file changed under it): the literal, and missed.
            #expect(__designTimeInteger("0:0", fallback: 3) == 3)
            #expect(DesignTimeValues.shared.missed)
        }
    }

    @Test("a number tuned in the window crosses kinds where the type allows: `1` as a Double takes 1.25, `0.5` takes 2")
    func tunedNumbers() {
        with(["0:0": .float(1.25), "0:1": .integer(2)]) {
            #expect((__designTimeInteger("0:0", fallback: 1) as Double) == 1.25)
            #expect(__designTimeInteger("0:0", fallback: 1 as CGFloat) == 1.25)
            #expect((__designTimeFloat("0:1", fallback: 0.5) as Double) == 2)
            #expect(!DesignTimeValues.shared.missed)
            // An Int cannot hold 1.25: the literal, and missed.
            #expect(__designTimeInteger("0:0", fallback: 1) == 1)
            #expect(DesignTimeValues.shared.missed)
        }
    }

    @Test("a string becomes a String, or a Character when it is one; a StaticString cannot be made at run time")
    func strings() {
        with(["0:0": .string("Done"), "0:1": .string("x")]) {
            #expect(__designTimeString("0:0", fallback: "Edit") == "Done")
            #expect(__designTimeString("0:1", fallback: "y" as Character) == Character("x"))
            #expect(!DesignTimeValues.shared.missed)
            #expect(__designTimeString("0:0", fallback: "y" as Character) == Character("y"))
            #expect(DesignTimeValues.shared.missed)
        }
        with(["0:0": .string("Done")]) {
            #expect(__designTimeString("0:0", fallback: "Edit" as StaticString).description == "Edit")
            #expect(DesignTimeValues.shared.missed)
        }
    }

    @Test("a Boolean, and an empty table costs nothing but the literal")
    func booleans() {
        with(["0:0": .boolean(false)]) { #expect(__designTimeBoolean("0:0", fallback: true) == false) }
        with([:]) {
            #expect(__designTimeBoolean("0:0", fallback: true) == true)
            #expect(!DesignTimeValues.shared.missed)
        }
    }
}

extension DesignTimeValueTests {
    @Test("a string literal keeps the type it had: String unconstrained, Character or Unicode.Scalar where the code says so")
    func stringTypes() {
        let plain = __designTimeString("9:0", fallback: "hi")
        let character: Character = __designTimeString("9:1", fallback: "c")
        let scalar: Unicode.Scalar = __designTimeString("9:2", fallback: "s")
        #expect(type(of: plain) == String.self && character == "c" && scalar == "s")
        with(["9:2": .string("t")]) { #expect((__designTimeString("9:2", fallback: "s") as Unicode.Scalar) == "t") }
    }
}

extension DesignTimeValueTests {
    /// A clock the test moves by hand, for the reads' scene time.
    final class HandClock: @unchecked Sendable {
        var now: TimeInterval = 0
    }

    /// Runs `body` with the reads' scene time on a clock it moves by hand, from 0, no read remembered.
    func withHandClock(_ body: (HandClock) -> Void) {
        let clock = HandClock(), kept = DesignTimeValues.shared.sceneTime
        DesignTimeValues.shared.sceneTime = { clock.now }
        defer { DesignTimeValues.shared.sceneTime = kept }
        DesignTimeValues.shared.forgetReads()
        body(clock)
    }

    @Test("when each literal was first read, in scene time: the earliest read kept, none for a literal never read; forgotten anew")
    func firstReads() {
        withHandClock { clock in
            clock.now = 0.5
            _ = __designTimeFloat("8:0", fallback: 1.0) as Double
            clock.now = 1.25
            _ = __designTimeFloat("8:0", fallback: 1.0) as Double
            _ = __designTimeInteger("8:1", fallback: 2) as Int
            #expect(DesignTimeValues.shared.firstRead(of: ["8:0"]) == 0.5)
            #expect(DesignTimeValues.shared.firstRead(of: ["8:1", "8:0"]) == 0.5)
            #expect(DesignTimeValues.shared.firstRead(of: ["8:1"]) == 1.25)
            #expect(DesignTimeValues.shared.firstRead(of: ["8:1", "8:2"]) == nil, "8:2 was never read")
            // Replayed after a change, a read that comes earlier than before is the first now.
            clock.now = 0.75
            _ = __designTimeInteger("8:1", fallback: 2) as Int
            #expect(DesignTimeValues.shared.firstRead(of: ["8:1"]) == 0.75)
            DesignTimeValues.shared.forgetReads()
            #expect(DesignTimeValues.shared.firstRead(of: ["8:0"]) == nil)
        }
    }

    @Test("how many times a literal was read as the scene was built: counted at 0 s, none once it is read later; forgotten anew")
    func readsAtTheStart() {
        withHandClock { clock in
            for _ in 0..<3 { _ = __designTimeFloat("9:0", fallback: 1.0) as Double }
            _ = __designTimeFloat("9:1", fallback: 1.0) as Double
            #expect(DesignTimeValues.shared.readsOnlyAtStart("9:0") == 3)
            #expect(DesignTimeValues.shared.readsOnlyAtStart("9:2") == nil, "never read")
            // A completion reads it again at 0.5 s: it is not the build's alone.
            clock.now = 0.5
            _ = __designTimeFloat("9:1", fallback: 1.0) as Double
            #expect(DesignTimeValues.shared.readsOnlyAtStart("9:1") == nil)
            #expect(DesignTimeValues.shared.readsOnlyAtStart("9:0") == 3)
            DesignTimeValues.shared.forgetReads()
            #expect(DesignTimeValues.shared.readsOnlyAtStart("9:0") == nil)
        }
    }
}
