internal import CSDL2
import Foundation

/// What a person did, translated from SDL's events. Coordinates are window pixels.
public enum InputEvent: Equatable, Sendable {
    /// The window was closed.
    case quit
    /// A key went down; `name` is SDL's key name in lower case (`"q"`, `"escape"`, `"space"`, `"left"`, `"["` …), after
    /// `"shift+"` while shift is held, `"alt+"` before that while alt is, and `"ctrl+"` first while ctrl is.
    case keyDown(name: String)
    /// A key went up; `name` as ``keyDown(name:)``'s, with the modifiers held as it went up.
    case keyUp(name: String)
    /// Text was typed (SDL's text input: after the keyboard layout and any compose key), as UTF-8.
    case text(String)
    /// The left mouse button went down.
    case mouseDown(x: Double, y: Double)
    /// The mouse moved; `buttonHeld` says whether the left button is down.
    case mouseMoved(x: Double, y: Double, buttonHeld: Bool)
    /// The left mouse button went up.
    case mouseUp(x: Double, y: Double)
    /// The mouse wheel turned: `rows` notches towards the user (to show later rows) or `columns` to the right (a
    /// sideways wheel, or the wheel with shift held), with the system's natural-scrolling setting applied; `zooming`
    /// while ctrl is held.
    case wheel(rows: Int, columns: Int, zooming: Bool)
    /// The window changed size or needs redrawing.
    case windowChanged

    /// Whether Alt (Option) is held now: a press then brings a second, mirrored finger (see `PointerDispatcher`).
    @MainActor
    static var secondFingerHeld: Bool { SDL_GetModState().rawValue & KMOD_ALT.rawValue != 0 }
    /// Whether Shift is held now (a click that adds to what is picked).
    static var shiftHeld: Bool { SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0 }

    /// Every event waiting now, oldest first.
    @MainActor
    static func pending() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = InputEvent(event) { events.append(translated) }
        }
        return events
    }

    private init?(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            self = .quit
        case SDL_KEYDOWN.rawValue:
            self = .keyDown(name: Self.keyName(event.key.keysym))
        case SDL_KEYUP.rawValue:
            self = .keyUp(name: Self.keyName(event.key.keysym))
        case SDL_TEXTINPUT.rawValue:
            let typed = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            self = .text(typed)
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .mouseDown(x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            self = .mouseUp(x: Double(event.button.x), y: Double(event.button.y))
        case SDL_MOUSEMOTION.rawValue:
            self = .mouseMoved(x: Double(event.motion.x), y: Double(event.motion.y), buttonHeld: event.motion.state & 1 != 0)
        case SDL_MOUSEWHEEL.rawValue where event.wheel.y != 0 || event.wheel.x != 0:
            let sign: Int32 = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let rows = Int(-event.wheel.y * sign), columns = Int(event.wheel.x * sign)
            let modifiers = SDL_GetModState().rawValue
            let shifted = modifiers & KMOD_SHIFT.rawValue != 0, zooming = modifiers & KMOD_CTRL.rawValue != 0
            self =
                shifted
                ? .wheel(rows: 0, columns: rows + columns, zooming: zooming) : .wheel(rows: rows, columns: columns, zooming: zooming)
        case SDL_WINDOWEVENT.rawValue:
            self = .windowChanged
        default:
            return nil
        }
    }

    /// SDL's name of the key, lower case, after the modifiers held: `"ctrl+alt+shift+a"`.
    private static func keyName(_ key: SDL_Keysym) -> String {
        let name = String(cString: SDL_GetKeyName(key.sym)).lowercased()
        let shifted = key.mod & UInt16(KMOD_SHIFT.rawValue) != 0, controlled = key.mod & UInt16(KMOD_CTRL.rawValue) != 0
        let alternate = key.mod & UInt16(KMOD_ALT.rawValue) != 0
        return (controlled ? "ctrl+" : "") + (alternate ? "alt+" : "") + (shifted ? "shift+" : "") + name
    }
}
