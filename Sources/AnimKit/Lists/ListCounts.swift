import Foundation

/// A data source's counts as a table or collection view reads them. UIKit treats a negative count as an
/// inconsistency in the data source; here it is reported, naming the method and the value, and read as none.
@MainActor
enum ListCounts {
    /// The number of rows (items) in each section, from `sections` and `items(section)`.
    static func read(sections: Int, items: (Int) -> Int, nouns: ListNouns) -> [Int] {
        if sections < 0 {
            ScrollView.refuse(
                "numberOfSections(in:)", "returned \(sections); a \(nouns.view) cannot have fewer than no sections, so it shows none")
        }
        return (0..<max(sections, 0)).map { section in
            let count = items(section)
            if count < 0 {
                let method = nouns.item == "row" ? "tableView(_:numberOfRowsInSection:)" : "collectionView(_:numberOfItemsInSection:)"
                ScrollView.refuse(
                    method, "returned \(count) for section \(section); a section cannot have fewer than no \(nouns.item)s, so it shows none"
                )
            }
            return max(count, 0)
        }
    }
}
