import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// iOS 14 and 15's buttons as modern UIKit code writes them: `UIButton.Configuration`, `UIAction` as the primary
/// action, a menu shown by a tap, and a pop-up button whose title is its chosen action's.
@MainActor
@Suite("UIButton.Configuration, UIAction, UIMenu and pop-up buttons")
struct ButtonConfigurationSnippets {
    @Test("a filled configuration sizes the button to its title and subtitle in the medium insets (7 × 12)")
    func configurationSize() {
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        config.subtitle = "7 days free"
        config.titlePadding = 2
        var ran = 0
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in ran += 1 })
        let title = Label.textMeasurer.size(of: "Continue", in: .systemFont(ofSize: 17))
        let subtitle = Label.textMeasurer.size(of: "7 days free", in: .systemFont(ofSize: 13))
        let expected = CGSize(
            width: Swift.max(title.width.rounded(.up), subtitle.width.rounded(.up)) + 24,
            height: title.height.rounded(.up) + 2 + subtitle.height.rounded(.up) + 14)
        #expect(button.intrinsicContentSize == expected)
        #expect(button.currentTitle == "Continue" && button.configuration?.subtitle == "7 days free")
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
        // Insets set by the code stay when the size changes; until then they follow it.
        var large = UIButton.Configuration.plain()
        large.buttonSize = .large
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        large.buttonSize = .small
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("a configured button titled with setTitle(_:for:) is sized to that title, and a stack view gives it that height")
    func setTitleOnConfiguredButton() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(configuration: .filled())
        button.setTitle("Apply", for: .normal)
        let title = Label.textMeasurer.size(of: "Apply", in: .systemFont(ofSize: 17))
        let expected = CGSize(width: title.width.rounded(.up) + 24, height: title.height.rounded(.up) + 14)
        #expect(button.intrinsicContentSize == expected && button.currentTitle == "Apply")
        let stack = UIStackView(arrangedSubviews: [UILabel(), button])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 0)
        stack.translatesAutoresizingMaskIntoConstraints = false
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        host.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: host.topAnchor), stack.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: host.trailingAnchor),
        ])
        host.layoutIfNeeded()
        #expect(button.frame.height == expected.height)
    }

    @Test("showsActivityIndicator puts a turning spinner where the image goes; turned off, it leaves")
    func activityIndicator() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.configuration?.showsActivityIndicator = true
        button.layoutIfNeeded()
        let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true && spinner?.center == CGPoint(x: 100, y: 25))
        button.configuration?.showsActivityIndicator = false
        #expect(button.subviews.isEmpty)
    }

    @Test("configurationUpdateHandler runs when the state changes, and its changes show")
    func updateHandler() {
        let button = UIButton(configuration: .tinted())
        var states: [Bool] = []
        button.configurationUpdateHandler = { button in
            states.append(button.isHighlighted)
            button.configuration?.title = button.isHighlighted ? "Down" : "Up"
        }
        button.isHighlighted = true
        #expect(button.currentTitle == "Down")
        button.isHighlighted = false
        #expect(states == [false, true, false] && button.currentTitle == "Up")
    }

    /// A pay button as iOS code writes it: the handler reads the screen's state, disables the button while it loads and
    /// sets the configuration it made — on iOS the update is deferred, so neither re-runs the handler from inside it.
    @Test("a handler that sets isEnabled and the configuration runs once a request, not again from inside itself")
    func handlerChangingState() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(configuration: .filled())
        final class Screen {
            var isLoading = false
        }
        let screen = Screen()
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var configuration = button.configuration
            configuration?.showsActivityIndicator = screen.isLoading
            configuration?.title = screen.isLoading ? "Paying…" : "Pay now"
            button.isEnabled = !screen.isLoading
            button.configuration = configuration
        }
        #expect(runs == 1 && button.currentTitle == "Pay now" && button.isEnabled)
        screen.isLoading = true
        button.setNeedsUpdateConfiguration()
        #expect(runs == 2 && button.currentTitle == "Paying…" && !button.isEnabled)
        #expect(button.subviews.contains { $0 is UIActivityIndicatorView })
        screen.isLoading = false
        button.setNeedsUpdateConfiguration()
        #expect(runs == 3 && button.currentTitle == "Pay now" && button.isEnabled)
    }

    @Test("a tap on a button whose menu is its primary action shows the menu; a tap on a row runs that action, with the button as sender")
    func menuAsPrimaryAction() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 145, y: 100, width: 100, height: 44)
        window.addSubview(button)
        var chosen: [String] = []
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        button.menu = UIMenu(
            title: "Sort by",
            children: [
                UIAction(title: "Name") { action in chosen.append("name from \((action.sender as? UIButton)?.currentTitle ?? "?")") },
                UIAction(title: "Hidden", attributes: .hidden) { _ in chosen.append("hidden") },
                UIMenu(
                    options: .displayInline,
                    children: [
                        UIAction(title: "Delete all", attributes: .destructive) { _ in chosen.append("delete") },
                        UIAction(title: "Disabled", attributes: .disabled) { _ in chosen.append("disabled") },
                    ]),
            ])
        button.showsMenuAsPrimaryAction = true
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 195, y: 120), time: 0)
        pointer.pointerUp(at: CGPoint(x: 195, y: 120), time: 0.05)
        #expect(primary == 0)
        fixture.run(seconds: 0.5)
        // The panel, 250 wide under the button (centred on it: x 70…320), lists Name, then after an 8-point separator
        // the inline menu's two rows; the hidden action is not listed.
        let titles = window.subviews.last?.subviews.first?.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(titles == ["Name", "Delete all", "Disabled"])
        // The third row (disabled) does nothing and keeps the menu; the second (y 152 + 44 + 8 … +44) chooses.
        _ = pointer.pointerDown(at: CGPoint(x: 195, y: 152 + 44 + 8 + 44 + 22), time: 1)
        pointer.pointerUp(at: CGPoint(x: 195, y: 152 + 44 + 8 + 44 + 22), time: 1.05)
        #expect(chosen.isEmpty)
        _ = pointer.pointerDown(at: CGPoint(x: 195, y: 152 + 22), time: 1.2)
        pointer.pointerUp(at: CGPoint(x: 195, y: 152 + 22), time: 1.25)
        #expect(chosen == ["name from Sort"])
        fixture.run(seconds: 0.5)
        #expect(window.subviews.count == 1)
    }

    @Test("a pop-up button shows its chosen action's title; choosing another turns it on and the first off")
    func popUpButton() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(configuration: .gray())
        button.frame = CGRect(x: 145, y: 100, width: 100, height: 44)
        window.addSubview(button)
        let monthly = UIAction(title: "Monthly") { _ in }
        let yearly = UIAction(title: "Yearly", state: .on) { _ in }
        button.menu = UIMenu(children: [monthly, yearly])
        button.changesSelectionAsPrimaryAction = true
        #expect(button.configuration?.title == "Yearly")
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: 195, y: 120), time: 0)
        pointer.pointerUp(at: CGPoint(x: 195, y: 120), time: 0.05)
        fixture.run(seconds: 0.5)
        _ = pointer.pointerDown(at: CGPoint(x: 195, y: 152 + 22), time: 1)
        pointer.pointerUp(at: CGPoint(x: 195, y: 152 + 22), time: 1.05)
        #expect(button.configuration?.title == "Monthly" && monthly.state == .on && yearly.state == .off)
    }
}
