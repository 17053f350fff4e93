import AnimKit
import Foundation

/// A demo scene: a view tree and the animations that play on it, written with the public API as a user would.
@MainActor
protocol DemoScene {
    /// The name `animview demo NAME` opens it by.
    static var name: String { get }
    /// One line saying what it shows.
    static var summary: String { get }
    /// How long to play it, in seconds.
    static var playTime: TimeInterval { get }

    init()
    /// The root of the scene's view tree.
    var canvas: View { get }
    /// The view whose values the text timeline follows.
    var focus: View { get }
    /// Starts the scene's animations on ``AnimationEngine/shared``.
    func start()
    /// A click on the canvas at `point` (canvas coordinates); most scenes ignore it.
    func tap(at point: CGPoint)
}

extension DemoScene {
    func tap(at point: CGPoint) {}
}

/// Every demo scene, in gallery order.
@MainActor
enum DemoGallery {
    static let scenes: [any DemoScene.Type] = [
        DanceDemo.self, BounceDemo.self, SequenceDemo.self, CurriedDemo.self, TransactionsDemo.self,
        SpringsDemo.self, KeyframesDemo.self, InterruptDemo.self, TransitionsDemo.self, StressDemo.self, SpinDemo.self,
        ControllersDemo.self, ScrollingDemo.self, LayersDemo.self, ListsDemo.self, GridDemo.self,
    ]

    /// Every scene's canvas size, so the gallery can switch scenes in one window.
    static let canvasSize = CGSize(width: 800, height: 500)

    static func scene(named name: String) -> (any DemoScene.Type)? {
        scenes.first { $0.name == name }
    }
}
