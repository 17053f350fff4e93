import AnimKitSDL
import Testing

@Suite("The SDL libraries")
struct SDLLinkTests {
    @Test("the SDL, SDL_ttf and SDL_image animview runs with are the ones it was built against")
    func versionsMatch() {
        let versions = SDLVersions.current

        #expect(versions.compiled == versions.linked)
        #expect(versions.ttfCompiled == versions.ttfLinked)
        #expect(versions.imageCompiled == versions.imageLinked)
        #expect(versions.linked.hasPrefix("2."))
    }
}
