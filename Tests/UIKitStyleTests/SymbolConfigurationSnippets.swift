import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// SF Symbols sized as iOS code sizes them: a configuration of point size, text style or font, weight and scale. The
// symbols themselves are Apple's and stand in as placeholders, sized as AnimKit approximates the glyph: 20/17 of
// the point size, times 0.8 small and 1.3 large (a 17-point symbol is 20 points, the unconfigured stand-in's size).
@MainActor
@Suite("UIImage.SymbolConfiguration")
struct SymbolConfigurationSnippets {
    @Test("a 44-point configuration makes a 52-point stand-in; a text style's size, a font's and a scale count too")
    func sizes() throws {
        let big = try #require(UIImage(systemName: "play.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 44)))
        #expect(big.size == CGSize(width: 52, height: 52) && big.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 44))
        // Title 1 is 28 points: 28 × 20 / 17 = 32.9, rounded.
        let titled = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(titled?.size == CGSize(width: 33, height: 33))
        let large = UIImage(
            systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17), scale: .large))
        #expect(large?.size == CGSize(width: 26, height: 26))
        #expect(UIImage(systemName: "heart")?.size == CGSize(width: 20, height: 20))
        // A weight alone leaves the size; applied over a point size, both count.
        let bold = UIImage.SymbolConfiguration(weight: .bold)
        #expect(UIImage(systemName: "heart", withConfiguration: bold)?.size == CGSize(width: 20, height: 20))
        let both = UIImage.SymbolConfiguration(pointSize: 34).applying(bold)
        #expect(both == UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .unspecified))
        #expect(UIImage(systemName: "heart")?.withConfiguration(both).size == CGSize(width: 40, height: 40))
        // An image that is not a symbol takes none.
        #expect(UIImage().applyingSymbolConfiguration(bold) == nil && UIImage().withConfiguration(both).size == .zero)
    }

    @Test("an image view's and a button's preferred configuration size the symbol they show, for Auto Layout too")
    func preferredConfigurations() {
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 40) && imageView.image?.size.width == 20)
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "play.fill"), for: .normal)
        let before = button.intrinsicContentSize
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 44), forImageIn: .normal)
        // 52 instead of 20: 32 points wider and taller.
        #expect(button.intrinsicContentSize == CGSize(width: before.width + 32, height: before.height + 32))
        #expect(button.currentImage?.size == CGSize(width: 52, height: 52))
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "play.fill")
        let configured = UIButton(configuration: configuration)
        let plain = configured.intrinsicContentSize
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 44)
        configured.configuration = configuration
        #expect(configured.intrinsicContentSize == CGSize(width: plain.width + 32, height: plain.height + 32))
    }
}
