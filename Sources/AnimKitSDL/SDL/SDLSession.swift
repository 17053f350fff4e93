internal import CSDL2
internal import CSDL2Image
internal import CSDL2TTF
import Foundation

/// The SDL libraries' versions: the headers animview was built with and the libraries it runs with.
public struct SDLVersions: Equatable, Sendable, CustomStringConvertible {
    /// SDL's version in the headers at build time.
    public let compiled: String
    /// SDL's version of the library loaded now.
    public let linked: String
    /// SDL_ttf's headers and library.
    public let ttfCompiled: String, ttfLinked: String
    /// SDL_image's headers and library.
    public let imageCompiled: String, imageLinked: String

    /// Reads the versions.
    public static var current: SDLVersions {
        var linked = SDL_version()
        SDL_GetVersion(&linked)
        let ttf = TTF_Linked_Version().pointee
        let image = IMG_Linked_Version().pointee
        return SDLVersions(
            compiled: "\(SDL_MAJOR_VERSION).\(SDL_MINOR_VERSION).\(SDL_PATCHLEVEL)",
            linked: "\(linked.major).\(linked.minor).\(linked.patch)",
            ttfCompiled: "\(SDL_TTF_MAJOR_VERSION).\(SDL_TTF_MINOR_VERSION).\(SDL_TTF_PATCHLEVEL)",
            ttfLinked: "\(ttf.major).\(ttf.minor).\(ttf.patch)",
            imageCompiled: "\(SDL_IMAGE_MAJOR_VERSION).\(SDL_IMAGE_MINOR_VERSION).\(SDL_IMAGE_PATCHLEVEL)",
            imageLinked: "\(image.major).\(image.minor).\(image.patch)")
    }

    public var description: String {
        "SDL \(linked) (built with \(compiled)), SDL_ttf \(ttfLinked) (\(ttfCompiled)), SDL_image \(imageLinked) (\(imageCompiled))"
    }
}

/// Starts the parts of SDL animview uses, once per process, on the main thread.
@MainActor
enum SDLSession {
    private static var videoDriver: String?
    private static var fontsReady = false

    /// The video driver SDL runs with, once started.
    static var currentVideoDriver: String? { videoDriver }

    /// Starts SDL's video subsystem with `driver` (`"dummy"` for headless work, `nil` for the system's choice).
    static func startVideo(driver: String?) throws(SDLError) {
        if let running = videoDriver {
            guard driver == nil || driver == running else {
                throw SDLError("SDL_Init", message: "video already started with the \(running) driver, not \(driver ?? "default")")
            }
            return
        }
        // Override: SDL_VIDEODRIVER in the environment would otherwise win, and send headless work to a display.
        if let driver { SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE) }
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // animview handles SIGINT/SIGTERM/SIGHUP itself (StopSignals); SDL's handlers would turn them into unread SDL_QUIT events.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("SDL_Init") }
        videoDriver = String(cString: SDL_GetCurrentVideoDriver())
    }

    /// Starts SDL_ttf.
    static func startFonts() throws(SDLError) {
        guard !fontsReady else { return }
        guard TTF_Init() == 0 else { throw SDLError("TTF_Init") }
        fontsReady = true
    }
}
