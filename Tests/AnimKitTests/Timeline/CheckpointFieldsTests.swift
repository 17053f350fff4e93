import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A scene checkpoint keeps every stored property of the classes a scene is made of — or says why not.
///
/// Each class lists what its checkpoint keeps (``View/checkpointFields`` and its
/// subclasses', ``Layer/checkpointFields``, ``PropertyAnimator/checkpointFields``)
/// and what it leaves out, with a reason. This test reads the stored properties
/// themselves (by reflection), so a property added without a decision fails here.
@MainActor
@Suite("Checkpoints keep every stored property, or say why not")
struct CheckpointFieldsTests {
    /// The stored properties `mirror` shows for its own class, and the first problem with them against a list.
    func problem(_ mirror: Mirror, kept: [String], excused: [String: String]) -> String? {
        let stored = mirror.children.compactMap(\.label)
        let type = "\(mirror.subjectType)"
        for name in stored where !kept.contains(name) && excused[name] == nil {
            return "\(type).\(name) is neither kept by checkpoints nor excused"
        }
        for name in kept + excused.keys where !stored.contains(name) {
            return "\(type) lists \(name), which is not one of its stored properties"
        }
        if let both = kept.first(where: { excused[$0] != nil }) { return "\(type).\(both) is both kept and excused" }
        return nil
    }

    @Test("view, label, image view, stack view, layer and animator: each stored property kept or excused")
    func everyStoredProperty() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let label = UILabel(frame: .zero)
        let labelMirror = Mirror(reflecting: label)
        let viewMirror = try #require(labelMirror.superclassMirror)
        let imageMirror = Mirror(reflecting: UIImageView(frame: .zero))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        let switchMirror = Mirror(reflecting: UISwitch())
        let navigationMirror = Mirror(reflecting: UINavigationController(rootViewController: UIViewController()))
        let controllerMirror = try #require(navigationMirror.superclassMirror)
        let controlMirror = try #require(switchMirror.superclassMirror)
        let checks = [
            problem(viewMirror, kept: View.checkpointFields.keptNames(of: label), excused: View.notCheckpointed),
            problem(labelMirror, kept: Label.labelCheckpointFields.map(\.name), excused: Label.labelNotCheckpointed),
            problem(imageMirror, kept: ImageView.imageCheckpointFields.map(\.name), excused: [:]),
            problem(Mirror(reflecting: UIStackView(frame: .zero)), kept: StackView.stackCheckpointFields.map(\.name), excused: [:]),
            problem(controlMirror, kept: Control.controlCheckpointFields.map(\.name), excused: [:]),
            problem(switchMirror, kept: Switch.switchCheckpointFields.map(\.name), excused: Switch.switchNotCheckpointed),
            problem(
                Mirror(reflecting: UIScrollView()), kept: ScrollView.scrollCheckpointFields.map(\.name),
                excused: ScrollView.scrollNotCheckpointed),
            problem(
                Mirror(reflecting: UITableView()), kept: TableView.tableCheckpointFields.map(\.name),
                excused: TableView.tableNotCheckpointed),
            problem(
                Mirror(reflecting: UITableViewCell(style: .default, reuseIdentifier: nil)),
                kept: TableViewCell.cellCheckpointFields.map(\.name),
                excused: TableViewCell.cellNotCheckpointed),
            problem(
                Mirror(reflecting: UITableViewHeaderFooterView(reuseIdentifier: nil)),
                kept: TableViewHeaderFooterView.headerFooterCheckpointFields.map(\.name),
                excused: TableViewHeaderFooterView.headerFooterNotCheckpointed),
            problem(
                Mirror(reflecting: UINavigationBar()), kept: NavigationBar.barCheckpointFields.map(\.name),
                excused: NavigationBar.barNotCheckpointed),
            problem(
                Mirror(reflecting: UITableViewController(style: .plain)),
                kept: TableViewController.tableControllerCheckpointFields.map(\.name),
                excused: TableViewController.tableControllerNotCheckpointed),
            problem(
                Mirror(reflecting: UIListContentView(configuration: .cell())), kept: ListContentView.listCheckpointFields.map(\.name),
                excused: [:]),
            problem(
                Mirror(reflecting: UIRefreshControl()), kept: RefreshControl.refreshCheckpointFields.map(\.name),
                excused: RefreshControl.refreshNotCheckpointed),
            problem(
                Mirror(reflecting: UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())),
                kept: CollectionView.collectionCheckpointFields.map(\.name), excused: [:]),
            problem(
                Mirror(reflecting: UICollectionViewCell(frame: .zero)), kept: CollectionViewCell.cellCheckpointFields.map(\.name),
                excused: CollectionViewCell.cellNotCheckpointed),
            problem(
                Mirror(reflecting: UICollectionReusableView(frame: .zero)),
                kept: CollectionReusableView.reusableCheckpointFields.map(\.name), excused: [:]),
            problem(Mirror(reflecting: UISlider()), kept: Slider.sliderCheckpointFields.map(\.name), excused: Slider.sliderNotCheckpointed),
            problem(Mirror(reflecting: UIPageControl()), kept: PageControl.pageCheckpointFields.map(\.name), excused: [:]),
            problem(
                Mirror(reflecting: UISegmentedControl(items: ["A"])), kept: SegmentedControl.segmentedCheckpointFields.map(\.name),
                excused: [:]),
            problem(
                Mirror(reflecting: UIProgressView()), kept: ProgressView.progressCheckpointFields.map(\.name),
                excused: ProgressView.progressNotCheckpointed),
            problem(
                Mirror(reflecting: UIActivityIndicatorView()), kept: ActivityIndicatorView.indicatorCheckpointFields.map(\.name),
                excused: ActivityIndicatorView.indicatorNotCheckpointed),
            problem(
                Mirror(reflecting: UITextField()), kept: TextField.fieldCheckpointFields.map(\.name),
                excused: TextField.fieldNotCheckpointed),
            problem(
                Mirror(reflecting: UIVisualEffectView(effect: nil)), kept: VisualEffectView.effectCheckpointFields.map(\.name),
                excused: VisualEffectView.effectNotCheckpointed),
            problem(controllerMirror, kept: ViewController.checkpointFields.map(\.name), excused: ViewController.notCheckpointed),
            problem(
                navigationMirror, kept: NavigationController.navigationCheckpointFields.map(\.name),
                excused: NavigationController.navigationNotCheckpointed),
            problem(Mirror(reflecting: UIWindow()), kept: Window.windowCheckpointFields.map(\.name), excused: [:]),
            problem(
                Mirror(reflecting: UITabBarController()), kept: TabBarController.tabCheckpointFields.map(\.name),
                excused: TabBarController.tabNotCheckpointed),
            problem(
                Mirror(reflecting: UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)),
                kept: PageViewController.pageCheckpointFields.map(\.name), excused: PageViewController.pageNotCheckpointed),
            problem(
                Mirror(reflecting: label.layer), kept: Layer.checkpointFields.keptNames(of: label.layer), excused: Layer.notCheckpointed),
            problem(
                Mirror(reflecting: animator), kept: PropertyAnimator.checkpointFields.keptNames(of: animator),
                excused: PropertyAnimator.notCheckpointed
            ),
        ]
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), child = UIView()
        root.addSubview(child)
        let constraint = child.widthAnchor.constraint(equalToConstant: 5)
        constraint.isActive = true
        root.layoutIfNeeded()
        let engine = try #require(root.layoutEngineObject)
        let layout = [
            problem(
                Mirror(reflecting: constraint), kept: NSLayoutConstraint.checkpointFields.map(\.name),
                excused: NSLayoutConstraint.notCheckpointed),
            problem(Mirror(reflecting: engine), kept: LayoutEngineCheckpointList.names, excused: [:]),
        ]
        for problem in (checks + layout).compactMap({ $0 }) { Issue.record(Comment(rawValue: problem)) }
        #expect(Mirror(reflecting: UIImageView(frame: .zero)).superclassMirror?.subjectType == View.self)
    }
}
