import AnimKitSDL
import Foundation
import Testing

/// The previewer's scene time as a pure function of its play state: looping, stopping and turning round at the ends,
/// speeds and slow motion, and a live gesture running on past the end.
@Suite("Scene play state: the arithmetic of scene time")
struct ScenePlayStateTests {
    @Test("forwards at 1×: time moves by the real time; loop wraps past the end")
    func loopForwards() {
        let state = ScenePlayState()
        #expect(state.advanced(from: 1, by: 0.5, length: 3).time == 1.5)
        let wrapped = state.advanced(from: 2.75, by: 0.5, length: 3)
        #expect(wrapped.time == 0.25 && wrapped.state == state)
    }

    @Test("backwards, loop wraps past the start to the end")
    func loopBackwards() {
        var state = ScenePlayState()
        state.backwards = true
        #expect(state.advanced(from: 0.25, by: 0.5, length: 3).time == 2.75)
    }

    @Test("once stops at the end and pauses; at the start when backwards")
    func once() {
        var state = ScenePlayState()
        state.loopMode = .once
        let end = state.advanced(from: 2.75, by: 0.5, length: 3)
        #expect(end.time == 3 && !end.state.playing)
        state.backwards = true
        let start = state.advanced(from: 0.25, by: 0.5, length: 3)
        #expect(start.time == 0 && !start.state.playing)
    }

    @Test("ping-pong reflects at the end and turns backwards; at the start it turns forwards")
    func pingPong() {
        var state = ScenePlayState()
        state.loopMode = .pingPong
        let end = state.advanced(from: 2.75, by: 0.5, length: 3)
        #expect(end.time == 2.75 && end.state.backwards && end.state.playing)
        let start = end.state.advanced(from: 0.25, by: 0.5, length: 3)
        #expect(start.time == 0.25 && !start.state.backwards)
    }

    @Test("speeds step and clamp; slow motion is a tenth whatever the speed; paused moves nothing")
    func speeds() {
        var state = ScenePlayState()
        state.changeSpeed(by: 1)
        #expect(state.speed == 2 && state.advanced(from: 0, by: 0.5, length: 3).time == 1)
        state.changeSpeed(by: 5)
        #expect(state.speed == 2)
        state.changeSpeed(by: -10)
        #expect(state.speed == 0.1)
        state.slowMotion = true
        state.changeSpeed(by: 3)
        #expect(!state.slowMotion && state.speed == 1)
        state.slowMotion = true
        #expect(abs(state.advanced(from: 0, by: 1, length: 3).time - 0.1) < 1e-15)
        state.playing = false
        #expect(state.advanced(from: 1, by: 1, length: 3).time == 1)
    }

    @Test("live: a gesture's scene runs on forwards past its end, never looping back")
    func live() {
        var state = ScenePlayState()
        state.live = true
        let past = state.advanced(from: 2.75, by: 0.5, length: 3)
        #expect(past.time == 3.25 && past.state == state)
    }

    @Test("a scene of no length stays at 0")
    func emptyScene() {
        let state = ScenePlayState()
        #expect(state.advanced(from: 0, by: 0.5, length: 0).time == 0)
    }
}
