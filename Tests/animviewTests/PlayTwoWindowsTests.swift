import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// Two `play`s of one file, each with its window: a save reloads both (the second builds in a folder of its own and
    /// follows the same file), and each keeps following — a second save reloads both again.
    func twoPlaysReload(_ file: String, in scratch: ScratchFolder) throws {
        _ = try scratch.write("Card.swift", Self.card)
        let (firstDisplay, first, firstText) = try startPlay([file], scratch: scratch, log: "first.log")
        defer { VirtualDisplay.kill(first) }
        #expect(VirtualDisplay.wait(seconds: 120) { (try? firstDisplay.windowOrigin(named: "animview")) != nil }, "\(firstText())")
        let (secondDisplay, second, secondText) = try startPlay([file], scratch: scratch, log: "second.log")
        defer { VirtualDisplay.kill(second) }
        #expect(VirtualDisplay.wait(seconds: 120) { (try? secondDisplay.windowOrigin(named: "animview")) != nil }, "\(secondText())")
        for (index, colour) in ["systemGreen", "systemOrange"].enumerated() {
            _ = try scratch.write("Card.swift", Self.card.replacingOccurrences(of: "systemRed", with: colour))
            let reloads = { (text: String) in text.components(separatedBy: "reloaded in the window").count - 1 }
            #expect(VirtualDisplay.wait(seconds: 60) { reloads(firstText()) == index + 1 }, "first: \(firstText())")
            #expect(VirtualDisplay.wait(seconds: 60) { reloads(secondText()) == index + 1 }, "second: \(secondText())")
        }
        #expect(first.isRunning && second.isRunning)
        // Stopped as a person stops them, so each takes its build's temporary folder away.
        stopProgram(first, with: SIGINT)
        stopProgram(second, with: SIGINT)
        _ = try scratch.write("Card.swift", Self.card)
    }
}
