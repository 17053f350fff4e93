import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// The previewer's constraints overlay (`c`) on a login form, measured where its lines fall and what its list says.
@MainActor
@Suite("The constraints overlay draws each constraint where its edges are")
struct ConstraintsOverlayTests {
    /// Two fields 20 in from a 320-wide canvas's sides, the first 100 down, the second 12 under it, a button 24 under.
    func form() -> (canvas: UIView, email: UIView, password: UIView) {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let email = UIView(), password = UIView(), button = UIView()
        email.accessibilityIdentifier = "email"
        password.accessibilityIdentifier = "password"
        button.accessibilityIdentifier = "button"
        for field in [email, password, button] {
            field.translatesAutoresizingMaskIntoConstraints = false
            canvas.addSubview(field)
        }
        let height = button.heightAnchor.constraint(equalToConstant: 40)
        height.priority = .defaultHigh
        NSLayoutConstraint.activate([
            email.leadingAnchor.constraint(equalTo: canvas.leadingAnchor, constant: 20),
            email.trailingAnchor.constraint(equalTo: canvas.trailingAnchor, constant: -20),
            email.topAnchor.constraint(equalTo: canvas.topAnchor, constant: 100), email.heightAnchor.constraint(equalToConstant: 44),
            password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
            password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
            password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
            password.heightAnchor.constraint(equalTo: email.heightAnchor),
            button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24), button.widthAnchor.constraint(equalToConstant: 120),
            button.centerXAnchor.constraint(equalTo: canvas.centerXAnchor), height,
        ])
        canvas.layoutIfNeeded()
        return (canvas, email, password)
    }

    @Test("every constraint is a line between the edges it relates, with its constant; a size runs across its view")
    func sketches() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, _, _) = form()
        let overlay = ConstraintsOverlay()
        overlay.toggle()
        overlay.update(scene: canvas)
        #expect(overlay.sketches.count == 12)
        // email.top = canvas.top + 100: a vertical line at the middle of their overlap in x (20…300: 160), y 0 → 100.
        #expect(
            overlay.sketches.contains(
                ConstraintSketch(from: CGPoint(x: 160, y: 0), to: CGPoint(x: 160, y: 100), label: "100", broken: false)))
        // password.top = email.bottom + 12: y 144 → 156.
        #expect(
            overlay.sketches.contains(
                ConstraintSketch(from: CGPoint(x: 160, y: 144), to: CGPoint(x: 160, y: 156), label: "12", broken: false)))
        // email.trailing = canvas.trailing − 20: at the middle of the email field's rows (100…144: 122), x 320 → 300.
        #expect(
            overlay.sketches.contains(
                ConstraintSketch(from: CGPoint(x: 320, y: 122), to: CGPoint(x: 300, y: 122), label: "20", broken: false)))
        // The button's width runs across it, 6 above its bottom (224 + 40 − 6 = 258), from x 100 to 220.
        #expect(
            overlay.sketches.contains(
                ConstraintSketch(from: CGPoint(x: 100, y: 258), to: CGPoint(x: 220, y: 258), label: "120", broken: false)))
        #expect(overlay.sketches.contains { $0.label == "40 @750" })
        #expect(overlay.sketches.contains { $0.label == "= height" })
    }

    @Test("a click on a field shows only its constraints, listed as equations; a broken one is red and marked")
    func selection() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (canvas, email, password) = form()
        let overlay = ConstraintsOverlay()
        overlay.toggle()
        overlay.select(at: CGPoint(x: 160, y: 170), in: canvas)
        overlay.update(scene: canvas)
        #expect(overlay.selected === password)
        #expect(
            overlay.listedLines == [
                "password.leading = email.leading", "password.trailing = email.trailing", "password.top = email.bottom + 12",
                "password.height = email.height", "button.top = password.bottom + 24",
            ])
        let clash = email.heightAnchor.constraint(equalToConstant: 60)
        clash.isActive = true
        canvas.layoutIfNeeded()
        overlay.select(at: CGPoint(x: 160, y: 120), in: canvas)
        overlay.update(scene: canvas)
        #expect(overlay.selected === email)
        #expect(overlay.listedLines.contains("✗ email.height = 60"))
        #expect(overlay.sketches.contains { $0.broken && $0.label == "60" })
        overlay.select(at: CGPoint(x: 5, y: 470), in: canvas)
        #expect(overlay.selected == nil)

        // A view whose height is only bounded below: the list says it is ambiguous, and asking moves nothing.
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        canvas.addSubview(loose)
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: canvas.leadingAnchor),
            loose.topAnchor.constraint(equalTo: canvas.topAnchor, constant: 400),
            loose.widthAnchor.constraint(equalToConstant: 100), loose.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
            loose.trailingAnchor.constraint(lessThanOrEqualTo: canvas.trailingAnchor),
        ])
        canvas.layoutIfNeeded()
        let before = loose.frame
        #expect(before.height >= 20)
        overlay.select(at: CGPoint(x: before.midX, y: before.midY), in: canvas)
        for _ in 0..<3 { overlay.update(scene: canvas) }
        #expect(overlay.listedLines.first?.hasPrefix("⚠ ambiguous") == true)
        canvas.setNeedsLayout()
        canvas.layoutIfNeeded()
        #expect(loose.frame == before)
    }
}

@MainActor
@Suite("The constraints overlay on a scene without Auto Layout")
struct ConstraintsOverlayEmptyTests {
    @Test("a scene whose views keep their frames lists none, and says why")
    func noConstraints() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        canvas.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        let overlay = ConstraintsOverlay()
        overlay.toggle()
        overlay.update(scene: canvas)
        #expect(overlay.sketches.isEmpty)
        #expect(overlay.listedLines == ["No Auto Layout constraints here: these views keep the frames the code set."])
    }
}
