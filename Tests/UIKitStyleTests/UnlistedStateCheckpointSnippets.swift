import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A list with a search in its navigation bar and a stepper under it, as a screen is written in UIKit.
private final class SearchingListController: UITableViewController {
    let search = UISearchController(searchResultsController: nil)
    let stepper = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        tableView.tableHeaderView = stepper
    }
}

// A seek back finds the state of AnimKit's own views and controllers that list no checkpoint fields as it was: a
// search that became active at 0.5 s and a stepper stepped at 0.5 s are inactive and at 0 at 0.3 s. (A search left
// active after a seek back kept its bar unfolded under an active field: typing showed the results over the title.)
@MainActor
@Suite("Checkpoints keep the state of AnimKit classes that list no checkpoint fields")
struct UnlistedStateCheckpointSnippets {
    @Test("a search made active and a stepper stepped at 0.5 s are as straight play had them, seeking back and forth")
    func searchAndStepper() throws {
        var screens: [SearchingListController] = []
        let playback = try ScenePlayback {
            let screen = SearchingListController()
            screens.append(screen)
            let navigation = UINavigationController(rootViewController: screen)
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
            navigation.view.layoutIfNeeded()
            return ScenePlayback.Built(canvas: navigation.view) {
                _ = Timer.__animviewScheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                    MainActor.assumeIsolated {
                        screen.search.isActive = true
                        screen.stepper.value = 3
                    }
                }
            }
        }
        defer { playback.end() }
        let summary = try playback.prepareCheckpoints(length: 2)
        #expect(playback.checkpointRefusal == nil && summary.count >= 4, "\(playback.checkpointRefusal ?? "")")
        let builds = screens.count
        // (time, active, the stepper's value)
        for (time, active, value) in [(1.5, true, 3.0), (0.3, false, 0), (1.2, true, 3), (0.1, false, 0)] {
            try playback.seek(to: time)
            let screen = try #require(screens.last)
            #expect(screen.search.isActive == active, "at \(time) s")
            #expect(screen.search.searchBar.showsCancelButton == active, "at \(time) s")
            #expect(screen.stepper.value == value, "at \(time) s")
        }
        #expect(screens.count == builds, "a backward seek restored a checkpoint instead of building the scene again")
    }
}
