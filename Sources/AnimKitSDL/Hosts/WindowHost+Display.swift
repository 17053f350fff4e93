import Foundation

/// Which display a window opens on, and the one sentence said when there is none.
extension WindowHost {
    /// The video driver for a window: the one `SDL_VIDEODRIVER` names, else x11 when `DISPLAY` is set, else wayland.
    ///
    /// Naming the driver keeps SDL from falling back, when the display does not
    /// answer, to its offscreen driver — a window nobody can see, running forever.
    static func windowDriver() throws(SDLError) -> String {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["SDL_VIDEODRIVER"], !chosen.isEmpty { return chosen }
        if !(environment["DISPLAY"] ?? "").isEmpty { return "x11" }
        if !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty { return "wayland" }
        throw noDisplay("DISPLAY and WAYLAND_DISPLAY are not set")
    }

    /// The no-display sentence, with `why`.
    static func noDisplay(_ why: String) -> SDLError {
        SDLError(
            "WindowHost",
            message: """
                there is no display to open a window on (\(why)); \
                run it in a desktop session or under Xvfb (xvfb-run -a animview demo), \
                or render frames to PNG files with --headless
                """)
    }

    /// Starts SDL's video for a window, turning a display that does not answer into the no-display sentence.
    package static func startWindowVideo() throws(SDLError) {
        let driver = try windowDriver()
        do {
            try SDLSession.startVideo(driver: driver)
        } catch {
            let environment = ProcessInfo.processInfo.environment
            let display =
                driver == "x11"
                ? "DISPLAY=\(environment["DISPLAY"] ?? "")"
                : driver == "wayland" ? "WAYLAND_DISPLAY=\(environment["WAYLAND_DISPLAY"] ?? "")" : "SDL_VIDEODRIVER=\(driver)"
            throw noDisplay("nothing answers at \(display): \(error.message)")
        }
        guard !["offscreen", "dummy"].contains(SDLSession.currentVideoDriver ?? "") else {
            throw noDisplay("SDL_VIDEODRIVER=\(driver) draws nowhere")
        }
    }
}

extension WindowHost {
    /// Where the window is on screen and how big, in the display's points: `[x, y, width, height]`; set to put it back.
    package var placement: [Int32] {
        get { window.placement }
        set {
            window.placement = newValue
            setNeedsDisplay()
        }
    }

    /// The frame needs `width` × `height` from now on (the scene's canvas turned): the window takes that size,
    /// scaled down to fit the display as it was when it opened, and moves back onto the display if it would leave it.
    package func refit(toFrameWidth width: Int32, height: Int32) {
        leastFrameSize = (width, height)
        let fitted = Window.fitted(width: width, height: height), now = window.placement
        let origin = now.count == 4 ? Window.keptOnDisplay(x: now[0], y: now[1], width: fitted.width, height: fitted.height) : (x: 0, y: 0)
        window.placement = [origin.x, origin.y, fitted.width, fitted.height]
        fitFrameToWindow()
        setNeedsDisplay()
    }

    /// Draws and shows the frame now, off the frame grid (a new build loaded: it shows at once, not at the next tick).
    package func drawNow() {
        draw()
    }
}
